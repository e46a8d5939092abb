import { legalTerms } from './legal-kb.js';
import { root, stem } from './stems.js';

export { root, stem };

export const roots = (text: string) => new Set(legalTerms(text, 2000).map(root));

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
