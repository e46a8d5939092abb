import type { AnswerSource } from '@patent-hub/contracts';
import { feeAmountsLine } from './fee-lead.js';
import { citationLabel, type LegalKnowledgeBase, type LegalSection } from './legal-kb.js';
import { ASKS_FEE } from './topics.js';
import { readQuestion } from './question-reader.js';
import type { ComputedDeadline } from './deadlines.js';

/**
 * Priority and benefit claims under the version of 37 CFR 1.55 / 1.78 that applies (attorney review, issue 25): the
 * texts hold each rule in dated versions (before 2012-09-16 "pre-AIA", 2012-09-16 to 2013-03-15, and from 2013-03-16),
 * each opening with an editor's note on the applications it applies to. The answer says which version it quotes and
 * in what words, and what a late claim costs by the fee data (37 CFR 1.17(t), and 1.17(g) for a belated certified copy).
 */

/** A question on claiming foreign priority or the benefit of an earlier application. */
const PRIORITY =
  /\bpriority (?:claims?|date|documents?|right)\b|\bclaim(?:s|ed|ing)? (?:the )?(?:foreign )?(?:priority|benefit)\b|\b(?:foreign|paris) priority\b|\bbenefit claims?\b|\bright of priority\b/i;
/** A question on the date a reference is prior art as of: the priority claims it names are its facts, not its subject. */
const PRIOR_ART_DATE =
  /\bprior art\b|\breference date\b|\bciting art\b|\bcited (?:art|references?)\b|\b102\s?\((?:a|b|d|e)\)/i;
/** A claim made or to be made late: its fee is part of the answer (37 CFR 1.17(t)). */
const LATE_CLAIM =
  /\blate\b|\bbelated\b|\bdelay\w*|\bforg[eo]t\w*|\bmissed\b|\bafter the (?:deadline|period)\b|\bpassed\b|\bstill\b|\bnot (?:yet )?(?:claimed|made|filed)\b/i;
const PRE_AIA = /\bpre-?\s?aia\b|\bold law\b|\bfirst[- ]to[- ]invent\b/i;
const AIA = /\baia\b|\bfirst[- ]inventor[- ]to[- ]file\b/i;

/** The rules a US application's priority or benefit claim rests on: a deadline counted under one is on that claim. */
const CLAIM_RULES = new Set(['35 USC 119', '35 USC 120', '35 USC 121', '37 CFR 1.55', '37 CFR 1.78']);
/** An international (PCT) application in its international phase: its priority claim is the treaty's, not 1.55's. */
const PCT = /\bpct\b|\binternational (?:patent )?applications?\b|\bpatent cooperation treaty\b/i;
const NATIONAL_STAGE =
  /\bnational (?:stage|phase)\b|\b(?:enter|entering|entry into) the (?:us|u\.s\.|united states)\b/i;

/**
 * Whether a question mentioning a priority or benefit claim is about that claim in a US application (attorney review 4:
 * a PCT answer carried the paragraph on 37 CFR 1.55's versions): not when the deadline computed is another rule's (the
 * national stage's 30 months counted from the priority date, a Chapter II demand's 22 months), nor for a PCT
 * application in its international phase, whose priority claim the treaty governs.
 */
function onTheClaim(question: string, deadline: ComputedDeadline | null | undefined): boolean {
  const cite = deadline?.rule.cite;
  if (cite && !CLAIM_RULES.has(`${cite.source} ${cite.section}`)) return false;
  return !PCT.test(question) || NATIONAL_STAGE.test(question);
}

export type Era = 'pre-AIA' | 'transition' | 'AIA';

/** The version a question's words or its filing date call for, or null when it names none. */
export function eraOf(question: string): Era | null {
  // Asked which law applies ("AIA or pre-AIA?"), the law named is what is asked, not the version: the date decides.
  const asked = readQuestion(question).asks.has('era');
  if (!asked && PRE_AIA.test(question)) return 'pre-AIA';
  // "filed in 2012", "filed on 2012-10-01", "filed March 1, 2013": the filing date the question gives.
  const filed = /\bfiled\b[^.?!]{0,40}?\b((?:19|20)\d\d)(?:-(\d\d)-(\d\d))?\b/i.exec(question);
  if (filed) {
    const date = `${filed[1]}-${filed[2] ?? '00'}-${filed[3] ?? '00'}`;
    if (!filed[2] && filed[1] === '2013') return null;
    if (!filed[2] && filed[1] === '2012') return null;
    if (date < '2012-09-16') return 'pre-AIA';
    if (date < '2013-03-16') return 'transition';
    return 'AIA';
  }
  if (!asked && AIA.test(question)) return 'AIA';
  return null;
}

/**
 * The version of a cited 37 CFR 1.55 or 1.78 section that a priority question's era calls for (the section itself when
 * it is that version, or the question is no priority question or names no era).
 */
export function versionCited(kb: LegalKnowledgeBase, question: string, s: LegalSection): LegalSection {
  const rule = s.section.replace(/\s*\(pre-AIA\)$/, '');
  if (s.source !== '37 CFR' || (rule !== '1.55' && rule !== '1.78') || !PRIORITY.test(question)) return s;
  const era = eraOf(question);
  return (era && versions(kb, rule).find((v) => v.era === era)?.section) || s;
}

/** The dated versions of a rule the texts hold, current first. */
function versions(kb: LegalKnowledgeBase, rule: string): { era: Era; section: LegalSection }[] {
  const out: { era: Era; section: LegalSection }[] = [];
  for (const s of kb.sections) {
    if (s.source !== '37 CFR' || s.section.replace(/\s*\(pre-AIA\)$/, '') !== rule) continue;
    const era: Era = s.preAia ? 'pre-AIA' : s.superseded ? 'transition' : 'AIA';
    out.push({ era, section: s });
  }
  const order: Era[] = ['AIA', 'transition', 'pre-AIA'];
  return out.sort((a, b) => order.indexOf(a.era) - order.indexOf(b.era));
}

/** "Applicable to patent applications filed before Sept. 16, 2012": a version's editor's note, else its title's window. */
export function applicability(s: LegalSection): string {
  const note = /\[Editor Note:\s*([^\]*]+?)\s*\*?\s*\]/.exec(s.text)?.[1]?.trim();
  if (note) return note.replace(/\.$/, '');
  const window = /^\(([^)]+)\)/.exec(s.title)?.[1];
  return window ? `in force ${window}` : 'no applicability note in the texts';
}

/** The first sentence of a version's paragraph (a), its rule as that version words it. */
function firstRule(s: LegalSection): string {
  const para = s.text.split('\n').find((p) => /^\(a\)\s/.test(p.trim())) ?? '';
  // A paragraph heading ('In general.') is no rule: the first sentence of six words or more.
  const sentences = para.replace(/^\(a\)\s*(?:\(1\)\s*)?/, '').split(/(?<=\.)\s+(?=[A-Z])/);
  const sentence = sentences.find((x) => x.split(/\s+/).length >= 6) ?? sentences[0] ?? '';
  const words = sentence.split(/\s+/);
  return words.length > 60 ? `${words.slice(0, 60).join(' ')} […]` : sentence;
}

export interface PriorityNote {
  text: string;
  sources: AnswerSource[];
  /** The rule whose versions it states: 1.55 (foreign priority) or 1.78 (domestic benefit). */
  rule: '1.55' | '1.78';
}

/** The sections of each rule's subject: the rule and the statute it implements. */
const FAMILY: Record<PriorityNote['rule'], { source: string; section: RegExp }[]> = {
  '1.55': [
    { source: '37 CFR', section: /^1\.55\b/ },
    { source: '35 USC', section: /^(?:119|365)\b/ },
  ],
  '1.78': [
    { source: '37 CFR', section: /^1\.78\b/ },
    { source: '35 USC', section: /^(?:120|121|365)\b/ },
  ],
};

/**
 * Whether the answer relies on the note's rule: not when the sections it cites are all of the other rule's subject
 * (review 11: the versions of 1.55, foreign priority, stated on a CIP question answered under 35 U.S.C. 120).
 */
export function reliesOn(note: PriorityNote, cited: { source: string; section: string }[]): boolean {
  const of = (rule: PriorityNote['rule']) =>
    cited.some((c) => FAMILY[rule].some((f) => f.source === c.source && f.section.test(c.section)));
  const other = note.rule === '1.55' ? '1.78' : '1.55';
  return of(note.rule) || !of(other);
}

const ERA_LABEL: Record<Era, string> = {
  'pre-AIA': 'pre-AIA',
  transition: 'the version of 2012-09-16 to 2013-03-15',
  AIA: 'the version in force from 2013-03-16 (AIA)',
};

const lawSourceOf = (s: LegalSection, revision = s.revision): AnswerSource => ({
  kind: 'law',
  label: citationLabel(s),
  title: s.title,
  revision,
  date: null,
  url: s.url,
});

/**
 * For a priority or benefit question: which version of 37 CFR 1.55 (foreign priority) or 1.78 (benefit) applies and how
 * it words the rule, and the fee for a late claim as the fee data states it; null for any other question.
 */
export function priorityNote(
  kb: LegalKnowledgeBase,
  question: string,
  /** The deadline the answer computed, if any: one of another rule is counted from the priority date, not on it. */
  deadline?: ComputedDeadline | null,
): PriorityNote | null {
  // A priority claimed from a provisional, named before or after the word, is its benefit (1.78).
  if (!PRIORITY.test(question) || PRIOR_ART_DATE.test(question) || !onTheClaim(question, deadline))
    return null;
  // Asked which law governs the application (AIA or pre-AIA), not how to claim: the era answer applies the dates.
  if (readQuestion(question).asks.has('era') && !ASKS_FEE.test(question) && !LATE_CLAIM.test(question))
    return null;
  const rule =
    /\bforeign\b|\bparis\b|\b(?:german|japanese|chinese|korean|european|french|british|canadian)\b|\bright of priority\b|\bpriority\b(?![^.?!]*\b(?:provisional|parent|continuation|benefit)\b)(?<!\b(?<!non-?)provisional\b[^.?!]*\bpriority)/i.test(
      question,
    )
      ? '1.55'
      : '1.78';
  const list = versions(kb, rule);
  if (!list.length) return null;
  const era = eraOf(question);
  const lines: string[] = [];
  const sources: AnswerSource[] = [];
  const chosen = era ? list.filter((v) => v.era === era) : list;
  // A version whose rule the texts do not word (an empty quote) is not said to be applied.
  const worded = chosen.find((v) => firstRule(v.section).trim());
  if (era && worded) {
    const v = worded.section;
    lines.push(
      `**Version applied: 37 CFR ${rule}, ${ERA_LABEL[era]}** (${applicability(v)}; ${v.revision}): “${firstRule(v)}”`,
    );
    sources.push(lawSourceOf(v, `${v.revision}; ${ERA_LABEL[era]}`));
  } else {
    lines.push(
      `**Which version applies:** the texts hold 37 CFR ${rule} in ${list.length} versions by filing date, each worded as quoted for its applications — ` +
        list.map((v) => `${ERA_LABEL[v.era]} (${applicability(v.section)})`).join('; ') +
        '. Give the filing date to have the version that applies quoted.',
    );
  }
  const fees = [
    ['1.17(t)', 'a priority or benefit claim accepted as unintentionally delayed (37 CFR 1.55, 1.78)'],
    ['1.17(g)', 'the petition for a belated certified copy of a foreign application (37 CFR 1.55(f))'],
  ] as const;
  // A late claim's fees answer a question on its cost or on a claim made late, not every priority question.
  const feesAsked = ASKS_FEE.test(question) || LATE_CLAIM.test(question);
  const feeLines = fees.flatMap(([id, what]) => {
    if (!feesAsked) return [];
    if (id === '1.17(g)' && rule !== '1.55') return [];
    const f = feeAmountsLine(kb, id);
    if (!f) return [];
    sources.push({ ...lawSourceOf(f.section, f.date), title: what });
    return [`- **37 CFR ${id}** — ${what}: ${f.amounts} [amounts: ${f.date}]`];
  });
  if (feeLines.length) lines.push(`**A late claim's fee, as the fee data has it:**\n${feeLines.join('\n')}`);
  return { text: `${lines.join('\n\n')}\n\n`, sources, rule };
}
