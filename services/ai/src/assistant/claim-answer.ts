import type { AnswerSource, ClaimFinding } from '@patent-hub/contracts';
import { checkClaimSet } from '../drafting/claim-checker.js';
import { citationLabel, namedSections, type LegalKnowledgeBase } from '../legal/legal-kb.js';

// What makes a text a claim rather than a question about one: a transition or a dependency.
const CLAIM_BODY =
  /\b(?:comprising|comprises|consisting (?:essentially )?of|including|wherein|whereby|characterized|characterised)\b|\bof claims? \d/i;
// "1. A lamp comprising: …", at the start of the text, a line or a sentence.
const NUMBERED = /(?:^|\n|[.;:]\s+|\s{2,})(\d{1,3})\s*[.)]\s+(?=[A-Z])/g;
// "Check this claim: A lamp comprising …", "is claim 1 below ok? …", "my claims:\n".
const LEAD_IN = /\bclaims?\b[^:\n?]{0,60}[:?]\s*(?=(?:\d{1,3}\s*[.)]\s+)?(?:A|An|The|In|One)\b)/i;
const STANDALONE = /^\s*(?:A|An)\s+\w+/;

/**
 * The claims a question gives as text (issue 25: "claim text in the question"), numbered as written, or null when the
 * question only talks about claims ("What does claim 1 of US10000000 cover?"). Numbered claims are taken in sequence
 * from the first one ("1. A lamp …" "2. The lamp of claim 1 …"); otherwise a claim after a lead-in ("check this
 * claim: A lamp comprising …"), or a whole message that is one claim ("A lamp comprising a base and a switch.").
 */
export function claimTextIn(question: string): string[] | null {
  const starts: { at: number; body: number; n: number }[] = [];
  for (const m of question.matchAll(NUMBERED)) {
    const n = Number(m[1]);
    if (starts.length ? n !== starts[starts.length - 1].n + 1 : n < 1) continue;
    // The prefix before the number holds no digit: the claim (and the previous one's end) starts at the first.
    starts.push({ at: m.index + m[0].search(/\d/), body: m.index + m[0].length, n });
  }
  if (starts.length) {
    const claims = starts.map((s, i) =>
      `${s.n}. ${question.slice(s.body, starts[i + 1]?.at ?? question.length).trim()}`.trim(),
    );
    if (claims.some((c) => CLAIM_BODY.test(c))) return claims;
  }
  const lead = LEAD_IN.exec(question);
  const rest = lead ? question.slice(lead.index + lead[0].length).trim() : '';
  if (rest && CLAIM_BODY.test(rest) && rest.split(/\s+/).length >= 5) return [rest];
  if (STANDALONE.test(question) && CLAIM_BODY.test(question) && !/\?\s*$/.test(question))
    return [question.trim()];
  return null;
}

const HEADINGS: [ClaimFinding['severity'], string][] = [
  ['error', 'Errors'],
  ['warning', 'Warnings'],
  ['info', 'Notes'],
];

/**
 * The claim checker's findings on claims given in a question, as an answer: counts, each finding with its claim, code
 * and the words it concerns, and the sections the findings cite as sources (from the legal texts, with revision).
 */
export function claimCheckAnswer(
  claims: string[],
  kb: LegalKnowledgeBase,
): { text: string; sources: AnswerSource[] } {
  const { findings, counts } = checkClaimSet(claims);
  const multiple = counts.multipleDependent ? `, ${counts.multipleDependent} multiple dependent` : '';
  const lines = [
    `Claim check of ${counts.total} claim${counts.total === 1 ? '' : 's'} (rule-based checker, local engine): ` +
      `${counts.independent} independent, ${counts.dependent} dependent${multiple}.`,
    '',
  ];
  for (const [severity, heading] of HEADINGS) {
    const own = findings.filter((f) => f.severity === severity);
    if (!own.length) continue;
    lines.push(`**${heading}**`);
    for (const f of own) {
      const words = f.end > f.start ? ` — “${claims[f.claim - 1]?.slice(f.start, f.end)}”` : '';
      lines.push(`- ${f.claim ? `Claim ${f.claim}` : 'Claim set'} (${f.code})${words}: ${f.message}`);
    }
    lines.push('');
  }
  if (!findings.some((f) => f.severity !== 'info'))
    lines.push('No errors or warnings of form were found.', '');
  lines.push(
    'The checker reads form only (antecedent basis, dependencies, categories, indefinite words, trademarks, means ' +
      'and single-means claims, numbering); it does not judge novelty, obviousness or support in the description.',
    '',
  );
  return { text: lines.join('\n'), sources: citedSections(findings, kb) };
}

/** The sections the findings' messages name, found in the legal texts, once each. */
function citedSections(findings: ClaimFinding[], kb: LegalKnowledgeBase): AnswerSource[] {
  const out = new Map<string, AnswerSource>();
  for (const ref of findings.flatMap((f) => namedSections(f.message))) {
    const s = kb.get(ref.source, ref.section);
    if (!s) continue;
    const label = citationLabel(s);
    if (!out.has(label))
      out.set(label, { kind: 'law', label, title: s.title, revision: s.revision, date: null, url: s.url });
  }
  return [...out.values()];
}
