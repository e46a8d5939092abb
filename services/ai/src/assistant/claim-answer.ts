import type { AnswerSource, ClaimFinding } from '@patent-hub/contracts';
import { checkClaimSet } from '../drafting/claim-checker.js';
import { citationLabel, namedSections, type LegalKnowledgeBase } from '../legal/legal-kb.js';

// What makes a text a claim rather than a question about one: a transition or a dependency.
const CLAIM_BODY =
  /\b(?:comprising|comprises|consisting (?:essentially )?of|including|wherein|whereby|characterized|characterised)\b|\bof claims? \d/i;
// Where a claim starts: at the start of the text or a line, after any punctuation ("… claims? 1. An LED …") or a
// wide gap; numbered ("1. A lamp", "2) The lamp", "Claim 3: The lamp", "Dependent claim 4 - The lamp") or labelled
// without a number ("Independent claim: A lamp …", "Dependent claim: The lamp of claim 1 …", "Claim: A lamp …").
const START =
  /(?:^|\n|[.;:?!)\]"'”]\s+|\s{2,})(?:((?:[Ii]ndependent |[Dd]ependent )?[Cc]laim)(?:\s*(\d{1,3})\s*[.):–-]|\s*[:–-])|(\d{1,3})\s*[.)])\s+(?=[A-Z])/g;
// "Check this claim: A lamp comprising …", "is claim 1 below ok? …", "my claims:\n", "my client's claim reads: …".
const LEAD_IN = /\bclaims?\b[^:\n?]{0,60}[:?]\s*(?=(?:\d{1,3}\s*[.)]\s+)?(?:A|An|The|In|One)\b)/i;
const STANDALONE = /^\s*(?:A|An)\s+\w+/;
// A question after the last claim's full stop ("… is small. Is this OK to file?"): not claim text.
const TRAILING_QUESTION = /(?<=\.)\s+[A-Z][^.:;]*\?\s*$/;

/** Claims read from a question, and how they were read when the text did not number them plainly (or null). */
export interface ClaimReading {
  claims: string[];
  reading: string | null;
}

interface Start {
  at: number;
  body: number;
  n: number;
  label: string | null;
  numbered: boolean;
}

/** The claim starts of a question, in sequence: each numbered one continues the numbering of those before it. */
function claimStarts(question: string): Start[] {
  const starts: Start[] = [];
  for (const m of question.matchAll(START)) {
    const written = m[2] ?? m[3];
    const expected = starts.length ? starts[starts.length - 1].n + 1 : 1;
    const n = written ? Number(written) : expected;
    if (written ? (starts.length ? n !== expected : n < 1) : false) continue;
    // The claim (and the previous one's end) starts at its label or number, after the punctuation before it.
    const at = m.index + m[0].search(/[A-Za-z\d]/);
    starts.push({ at, body: m.index + m[0].length, n, label: m[1] ?? null, numbered: Boolean(written) });
  }
  return starts;
}

/** The claim before the first start, after a lead-in ("My client's claim reads: A method …"), or null. */
function leadClaim(text: string): string | null {
  const lead = LEAD_IN.exec(text);
  const rest = lead ? text.slice(lead.index + lead[0].length).trim() : '';
  return rest && CLAIM_BODY.test(rest) && rest.split(/\s+/).length >= 5 ? rest : null;
}

/**
 * The claims a question gives as text (issues 24 and 25), or null when the question only talks about claims ("What
 * does claim 1 of US10000000 cover?"). Numbered claims are taken in sequence from the first one ("1. A lamp …" "2. The
 * lamp of claim 1 …"), also on one line after any punctuation; labelled claims ("Claim 1:", "Independent claim:",
 * "Dependent claim:") and an unnumbered first claim after a lead-in are numbered by position, and `reading` says so.
 * Otherwise a claim after a lead-in ("check this claim: A lamp comprising …"), or a whole message that is one claim.
 */
export function readClaims(question: string): ClaimReading | null {
  const starts = claimStarts(question);
  if (starts.length) {
    const first = starts[0].numbered ? null : leadClaim(question.slice(0, starts[0].at));
    const parts = [
      ...(first ? [{ text: first, how: 'unnumbered, after the lead-in' }] : []),
      ...starts.map((s, i) => ({
        text: question.slice(s.body, starts[i + 1]?.at ?? question.length).trim(),
        how: s.numbered ? (s.label ? `“${s.label} ${s.n}”` : null) : `unnumbered, labelled “${s.label}”`,
      })),
    ];
    const last = parts[parts.length - 1];
    const dropped = TRAILING_QUESTION.exec(last.text);
    if (dropped) last.text = last.text.slice(0, dropped.index).trim();
    const unnumbered = parts.some((p) => p.how?.startsWith('unnumbered'));
    const byPosition = unnumbered && parts.length > 1;
    const claims = parts.map((p, i) =>
      unnumbered && !byPosition ? p.text : `${byPosition ? i + 1 : starts[i].n}. ${p.text}`,
    );
    if (claims.some((c) => CLAIM_BODY.test(c))) {
      const notes = [
        ...(byPosition
          ? [
              'The claims are not all numbered, so they were numbered by position: ' +
                parts.map((p, i) => `claim ${i + 1} (${p.how ?? 'numbered'})`).join(', ') +
                '. Check that dependencies refer to these numbers.',
            ]
          : []),
        ...(dropped
          ? [`The question after the last claim (“${dropped[0].trim()}”) was not read as claim text.`]
          : []),
      ];
      return { claims, reading: notes.length ? notes.join(' ') : null };
    }
  }
  const lead = leadClaim(question);
  if (lead) return { claims: [lead], reading: null };
  if (STANDALONE.test(question) && CLAIM_BODY.test(question) && !/\?\s*$/.test(question))
    return { claims: [question.trim()], reading: null };
  return null;
}

/** The claims a question gives as text, or null (see {@link readClaims}). */
export function claimTextIn(question: string): string[] | null {
  return readClaims(question)?.claims ?? null;
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
  reading: string | null = null,
): { text: string; sources: AnswerSource[] } {
  const { findings, counts } = checkClaimSet(claims);
  const multiple = counts.multipleDependent ? `, ${counts.multipleDependent} multiple dependent` : '';
  const lines = [
    `Claim check of ${counts.total} claim${counts.total === 1 ? '' : 's'} (rule-based checker, local engine): ` +
      `${counts.independent} independent, ${counts.dependent} dependent${multiple}.`,
    '',
    ...(reading ? [`How the text was read: ${reading}`, ''] : []),
  ];
  for (const [severity, heading] of HEADINGS) {
    const own = findings.filter((f) => f.severity === severity);
    if (!own.length) continue;
    lines.push(`**${heading}**`);
    for (const f of own) {
      // A span may cross the line breaks of a claim's sub-list: quoted on one line, so the list item holds.
      const span = claims[f.claim - 1]?.slice(f.start, f.end).replace(/\s+/g, ' ');
      const words = f.end > f.start ? ` — “${span}”` : '';
      lines.push(`- ${f.claim ? `Claim ${f.claim}` : 'Claim set'} (${f.code})${words}: ${f.message}`);
    }
    lines.push('');
  }
  const notes = findings.filter((f) => f.severity === 'info').length;
  if (notes && !findings.some((f) => f.severity !== 'info'))
    lines.push(
      `No errors or warnings of form, but ${notes} note${notes === 1 ? '' : 's'} above to resolve (each may still ` +
        'need a change, e.g. a term without antecedent basis that is not inherent). This is a form check only, ' +
        'not a clearance of the claims.',
      '',
    );
  else if (!findings.length) lines.push('No errors or warnings of form were found.', '');
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
