import type { Turn } from './question.js';

/**
 * A thing a follow-up points back to by name ("that petition", "this fee", "the same form"): what the previous answer
 * said of it stands for it. A date, a deadline or a period pointed back to is the previous question's (POINTS_BACK).
 */
const REFERRING =
  /\b(?:that|this|the same|said|the above|the previous)\s+(petition|request|fee|form|paper|statement|declaration|extension|submission|surcharge|reply|response|certificate|disclaimer|waiver)\b/i;

/** A cost asked of what the previous answer was about, named by a pronoun only ("how much does it cost?"). */
const COST_OF_IT =
  /\b(?:does|would|will|did|is|was)\s+(?:it|that|this)\s+(?:\w+\s+)?cost\b|\bhow much (?:is|for|would be) (?:it|that|this)\b|\bwhat(?:'s| is| are) the (?:fees?|costs?|price) (?:for|of) (?:it|that|this)\b|\bhow much (?:do|would|will) (?:i|we) (?:have to )?pay(?: for (?:it|that|this))?\s*[?.!]*\s*$/i;

/** The size of entity a fee is asked for. */
const ENTITY = /\b(?:micro|small|large|undiscounted)\s+entity\b/i;

/** A cost asked. */
const ASKS_COST = /\b(?:cost|costs|fees?|how much|price|pay)\b/i;

/** The fee a quoted text names for what it provides: "the fee specified in section 41(a)(7)", "the fee set forth in § 1.17(m)". */
const NAMED_FEE =
  /\bfees?\s+(?:as\s+)?(?:specified|set forth|required|prescribed|provided)\s+(?:in|by|under)\s+(section|§|35 U\.S\.C\.|37 CFR)\s*(\d+(?:\.\d+)?[a-z]?(?:\([a-zA-Z0-9]{1,4}\))*)/gi;

/** A section cited in an answer: '37 CFR 1.78(b)', '35 U.S.C. 119(e)(1)', 'MPEP 211.01(a)'. */
const LABEL = /\b(?:35 U\.S\.C\.|37 CFR|MPEP)\s+\d+(?:\.\d+)*[a-z]?(?:\([a-zA-Z0-9]{1,4}\))*/g;

/** An answer without its sources block and engine line (they name every section, not what the answer said). */
const answerText = (content: string) => content.split(/\n\*\*Sources\*\*\n/)[0];

/** The fees the texts of an answer name ("the fee specified in section 41(a)(7)" of 35 U.S.C. → '35 U.S.C. 41(a)(7)'). */
export function namedFees(answer: string): string[] {
  const out: string[] = [];
  for (const m of answerText(answer).matchAll(NAMED_FEE)) {
    const where = m[1].toLowerCase();
    // "Section" in a statute's text is another section of the statute; "§" is a rule's.
    const code = where === '§' || where === '37 cfr' ? '37 CFR' : '35 U.S.C.';
    const label = `${code} ${m[2]}`;
    if (!out.includes(label)) out.push(label);
  }
  return out;
}

/**
 * What the previous answer says of a thing it names: its first mention of the noun, up to the clause's end (a comma, a
 * semicolon, a full stop), with a section it cites in that sentence when the mention cites none ("petition under 37 CFR
 * 1.78(b) stating that the delay in filing it was unintentional"). Null when the answer does not name it.
 */
export function mentionIn(answer: string, noun: string): string | null {
  const text = answerText(answer).replace(/\*\*|“|”|"/g, '');
  const at = new RegExp(String.raw`\b${noun}s?\b`, 'i').exec(text);
  if (!at) return null;
  const rest = text.slice(at.index);
  // The clause ends at a comma, a semicolon, a colon or a sentence's end that is not inside a section's number.
  const end = rest.search(/[,;:]\s|\.\s|\.$|\n|\s[—–]\s/);
  // Up to the clause's verb ("petition … must be accompanied by"), without a pointer to the quoted text itself.
  const clause = (end < 0 ? rest : rest.slice(0, end))
    .split(/\s(?:must|shall|may|will|is|are|was|were|should|can|has|have)\s/)[0]
    .replace(
      /\s(?:pursuant to|under|in|of)\s+(?:this|that|the same)\s+(?:paragraph|section|subsection|part)\b/gi,
      '',
    );
  const words = clause.split(/\s+/).slice(0, 16).join(' ');
  if (words.match(LABEL)) return words;
  const start = Math.max(text.lastIndexOf('\n', at.index), text.lastIndexOf('. ', at.index));
  const stop = text.indexOf('\n', at.index);
  const sentence = text.slice(start + 1, stop < 0 ? undefined : stop);
  const cited = sentence.match(LABEL)?.[0];
  if (!cited) return words;
  // The section's title, as the answer prints it after the label ("37 CFR 1.137(b) (Revival of abandoned …; rules
  // text …)"), says what the petition is for.
  const at2 = text.indexOf(`${cited} (`);
  const title = at2 < 0 ? '' : /^\(([^;)]{3,120})[;)]/.exec(text.slice(at2 + cited.length + 1))?.[1];
  return `${words} (${cited}${title ? `, ${title.replace(/[.,]+$/, '')}` : ''})`;
}

/**
 * A follow-up that points back to what the previous answer named, resolved into a question that stands alone (issue
 * 25, attorney review: "What does that petition cost for a small entity?" after an answer naming the petition under
 * 37 CFR 1.78(b) quoted the fee of a request for continued examination): "that petition" is replaced by what that
 * answer says of the petition; a cost asked of it names the fee the answer's texts name for it ("the fee specified in
 * section 41(a)(7)"); "how much does it cost?" is asked of the previous question. Null when the question points
 * back to nothing, or the conversation has no previous answer naming it.
 */
export function withReferencesResolved(question: string, history: Turn[]): string | null {
  const answer = [...history].reverse().find((t) => t.role === 'assistant')?.content;
  const asked = [...history].reverse().find((t) => t.role === 'user')?.content;
  if (!answer || !asked) return null;
  const fees = ASKS_COST.test(question) ? namedFees(answer) : [];
  const ref = REFERRING.exec(question);
  const said = ref ? mentionIn(answer, ref[1]) : null;
  if (ref && !said) return null;
  if (!ref && !COST_OF_IT.test(question)) return null;
  const what = said ? `the ${said.replace(/^(?:an?|the)\s+/i, '')}` : null;
  // A cost of what the answer's texts name a fee for: the first fee named (the lead's) asked, of the thing, for the
  // entity the question names.
  if (fees.length) {
    const entity = ENTITY.exec(question)?.[0];
    const of = what ?? `this: ${asked.trim().replace(/[?.!]+$/, '')}`;
    return `What is the fee of ${fees[0]}${entity ? ` for a ${entity}` : ''} for ${of}?`;
  }
  if (what) return question.slice(0, ref!.index) + what + question.slice(ref!.index + ref![0].length);
  return `${question.trim().replace(/[?.!]+$/, '')}, for: ${asked.trim()}`;
}
