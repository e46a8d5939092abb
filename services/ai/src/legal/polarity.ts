/**
 * A yes/no question asked the other way round: whether something is lost rather than whether it can still be done
 * ("Is it too late to patent it?", "Have I lost the right?", "Is my priority gone?"). "Yes" then means lost.
 */
const ASKS_LOST =
  /\btoo late\b|\b(?:is|are|was|were|am)\s+(?:it|that|this|they|my|our|the|we|i)\b[^?.]{0,40}?\b(?:over|lost|gone|dead|forfeited|barred|finished|expired|out of luck|out of time)\b|\b(?:have|has|did)\s+(?:i|we|it|my|our|the)\b[^?.]{0,30}?\b(?:lost|missed|blown|forfeited|blew)\b|\b(?:can|may)\s+(?:i|we)\s+no\s+longer\b/i;

/**
 * A lead written for "can I still …?" ("**No, not for what was disclosed** …", "Yes, until the parent issues: …"): its
 * yes or no, as a word of its own ("No fixed time limit" and "No fee and no statement" are no answer of yes or no).
 */
const LEAD_WORD = /^(\*\*)?(Yes|No)(?=[,:;.]|\*\*|\s+—)(,\s+not\b)?/;

/**
 * A yes/no lead answering the question as it was asked (attorney review of issue 25: "Is it too late to patent it?"
 * was answered "No, not for what was disclosed", meaning that it is too late): a lead written for "can it still be
 * done?" has its yes and no swapped when the question asks whether it is lost ("No, not for X" → "Yes, for X"). Any
 * other lead is returned as it is.
 */
export function asAsked(question: string, lead: string): string {
  const asked = ASKS_LOST.exec(question);
  if (!asked) return lead;
  // A lead already in the question's terms ("No, the application is not dead" to "is my application dead?") stays.
  const word =
    /\b(too late|over|lost|gone|dead|forfeited|barred|finished|expired|out of luck|missed|blown|out of time|no longer)\b/i.exec(
      asked[0],
    )?.[1];
  const opening = lead.split(/[:—]/)[0];
  if (word && new RegExp(`\\b${word}\\b`, 'i').test(opening)) return lead;
  return lead.replace(LEAD_WORD, (_m, bold: string | undefined, yes: string, not: string | undefined) =>
    yes === 'No' ? `${bold ?? ''}Yes${not ? ',' : ''}` : `${bold ?? ''}No`,
  );
}
