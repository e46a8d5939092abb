/**
 * A yes/no question asked the other way round: whether something is lost rather than whether it can still be done
 * ("Is it too late to patent it?", "Have I lost the right?", "Is my priority gone?"). "Yes" then means lost.
 */
const ASKS_LOST =
  /\btoo late\b|\b(?:is|are|was|were|am)\s+(?:it|that|this|they|my|our|the|we|i)\b[^?.]{0,40}?\b(?:over|lost|gone|dead|forfeited|barred|finished|expired|out of luck)\b|\b(?:have|has|did)\s+(?:i|we|it|my|our|the)\b[^?.]{0,30}?\b(?:lost|missed|blown|forfeited|blew)\b/i;

/** A lead written for "can I still …?" ("**No, not for what was disclosed** …"): its yes or no, as a word. */
const LEAD_WORD = /^(\*\*)?(Yes|No)\b(,\s+not\b)?/;

/**
 * A yes/no lead answering the question as it was asked (attorney review of issue 25: "Is it too late to patent it?"
 * was answered "No, not for what was disclosed", meaning that it is too late): a lead written for "can it still be
 * done?" has its yes and no swapped when the question asks whether it is lost ("No, not for X" → "Yes, for X"). Any
 * other lead is returned as it is.
 */
export function asAsked(question: string, lead: string): string {
  if (!ASKS_LOST.test(question)) return lead;
  return lead.replace(LEAD_WORD, (_m, bold: string | undefined, word: string, not: string | undefined) =>
    word === 'No' ? `${bold ?? ''}Yes${not ? ',' : ''}` : `${bold ?? ''}No`,
  );
}
