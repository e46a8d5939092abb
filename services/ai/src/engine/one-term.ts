import { terms } from './text.js';

/** A word that reads as a verb form: a gerund or past participle ("displaying", "displayed"), not "bed" or "speed". */
const VERB_FORM = /^[a-z]{3,}(?:ing|ed)$/;

/**
 * For an element whose subject is one term (issue 23: "a display"), a test that a passage names that thing as a noun:
 * the element's own word or its singular/plural. Stemming makes "Method of displaying …" share the term "display",
 * which does not show a display (attorney review of US7643973 claim 34). Null when the rule does not apply: the
 * element writes the term as a verb form itself ("linearizing"), or no word of it carries the term.
 */
export function nounFormTest(elementText: string, term: string): RegExp | null {
  const own = [
    ...new Set((elementText.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => terms(w)[0] === term)),
  ];
  if (own.length === 0 || own.some((w) => VERB_FORM.test(w))) return null;
  const forms = new Set(own.flatMap(nounForms));
  return new RegExp(`\\b(?:${[...forms].join('|')})\\b`, 'i');
}

/** A noun's singular and plural spellings ("display" → display, displays; "battery" → battery, batteries). */
function nounForms(w: string): string[] {
  const singular = w.endsWith('ies')
    ? `${w.slice(0, -3)}y`
    : /(?:ch|sh|x|ss)es$/.test(w)
      ? w.slice(0, -2)
      : w.endsWith('s') && !w.endsWith('ss')
        ? w.slice(0, -1)
        : w;
  const plural =
    /y$/.test(singular) && !/[aeiou]y$/.test(singular)
      ? `${singular.slice(0, -1)}ies`
      : /(?:ch|sh|x|s)$/.test(singular)
        ? `${singular}es`
        : `${singular}s`;
  return [w, singular, plural];
}
