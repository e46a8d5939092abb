import { legalTerms } from './legal-kb.js';

/** A term without its ending ('filed', 'filing', 'files' → 'fil'; 'disclaimer' → 'disclaim'), so 'file' meets 'filed'. */
export const root = (t: string) => t.replace(/(?:ing|ed|er|es|e|s)$/, '');
export const roots = (text: string) => new Set(legalTerms(text, 2000).map(root));
/** A root without a noun or adjective ending too, so 'enforcement' meets 'enforceable' and 'election' 'elected'. */
export const stem = (t: string) => root(t.replace(/(?<=\w{4})(?:ment|able|abl|ible|ibl|ion)$/, ''));

/**
 * How much of a question a text holds: the share of the question's terms it holds (by root), each weighed by how
 * rare it is in the texts. Words no text holds do not count when the texts know three quarters of the question's
 * words (else the question is about something the texts do not treat). Null when the question has no terms.
 */
export function questionShare(
  question: string,
  weight: (term: string) => number = () => 1,
  known: (term: string) => boolean = () => true,
): ((text: string) => number) | null {
  const asked = [...new Set(legalTerms(question))];
  if (!asked.length) return null;
  const inTexts = asked.filter(known);
  const terms = inTexts.length && 4 * inTexts.length >= 3 * asked.length ? inTexts : asked;
  const total = terms.reduce((sum, t) => sum + weight(t), 0);
  return (text) => {
    const own = new Set(legalTerms(text, 2000).map(stem));
    return terms.filter((t) => own.has(stem(t))).reduce((sum, t) => sum + weight(t), 0) / total;
  };
}
