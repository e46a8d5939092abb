import type { Token } from './claim-nlp.js';

const LETTERS = /^[A-Za-z]+$/;

/**
 * The tagger splits "pressure-sensitive adhesive" into "pressure", "-", "sensitive": the drafter reads a hyphenated
 * compound as one word, so a phrase keeps its first part ("pressure-sensitive adhesive", not "sensitive adhesive";
 * "wadded-wire connector", not "wire connector"). Only letters joined by a hyphen with no space are joined ("10 - 20",
 * "a dash - like this" stay apart). The word takes its last part's tag, except a compound ending in "-ed" ("p-doped",
 * "U-shaped") or a participle or adjective before a noun ("light-emitting diode"): a modifier. "slot-type", "cup-like"
 * say only what a thing resembles (a "-type" name is indefinite in a claim), so they are no part of a name (tag X).
 */
export function joinHyphenated(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    let end = i;
    while (
      tokens[end + 2] &&
      tokens[end + 1].text === '-' &&
      tokens[end + 1].start === tokens[end].end &&
      tokens[end + 2].start === tokens[end + 1].end &&
      LETTERS.test(tokens[end].text) &&
      LETTERS.test(tokens[end + 2].text)
    )
      end += 2;
    if (end === i) {
      // The tagger keeps some compounds whole ("U-shaped"), as a proper noun.
      out.push(/^[A-Za-z]+-[a-z]+ed$/.test(t.text) ? { ...t, pos: 'ADJ' } : t);
      continue;
    }
    const last = tokens[end];
    const text = tokens
      .slice(i, end + 1)
      .map((x) => x.text)
      .join('');
    const prefix = text.slice(0, text.length - last.text.length);
    const next = tokens[end + 1];
    const modifies =
      /ed$/.test(last.lower) ||
      (/^(?:VERB|ADJ)$/.test(last.pos) &&
        /^(?:NOUN|PROPN|ADJ)$/.test(next?.pos ?? '') &&
        LETTERS.test(next.text));
    out.push({
      text,
      lower: text.toLowerCase(),
      start: t.start,
      end: last.end,
      pos: /^(?:type|like)$/.test(last.lower) ? 'X' : modifies ? 'ADJ' : last.pos,
      lemma: `${prefix.toLowerCase()}${last.lemma}`,
    });
    i = end;
  }
  return out;
}
