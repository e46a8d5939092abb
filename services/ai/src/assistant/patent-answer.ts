import {
  ErrorCode,
  PATENTS,
  RpcError,
  type AnswerSource,
  type DatedFact,
  type PatentDetail,
  withCountry,
} from '@patent-hub/contracts';
import {
  earlierEnd,
  expiredText,
  feeGrant,
  feePaymentUnknown,
  feesOwed,
  feeUnknownText,
  inForceUntil,
} from '../engine/recommendations.js';
import { splitClaimElements } from '../engine/claim-elements.js';
import { plainClaim } from './plain-claim.js';
import { chainEffectiveDate } from './effective-date-line.js';
import { effectiveDateLabel, type RpcCaller } from '../patents/patents.gateway.js';
import { MAINTENANCE_WORDS } from '../legal/vocabulary.js';
import { parseLabel, shortRevision } from '../legal/legal-kb.js';
import { COLLECTION_NAME } from '../legal/legal-source.js';
import {
  ASKS_IN_FORCE,
  expiryQualifier,
  inForceAnswer,
  recordStatus,
  type RecordStatus,
} from './in-force-answer.js';

/** The full patent record (RPC `patents.get`): claims, parties, status, dates with their basis, citations. */
export interface PatentRecords {
  /** The record, or null when the corpus has no such patent. */
  detail(number: string): Promise<PatentDetail | null>;
}

export class RpcPatentRecords implements PatentRecords {
  constructor(private readonly rpc: RpcCaller) {}
  async detail(number: string): Promise<PatentDetail | null> {
    try {
      return await this.rpc.call(PATENTS.get, { id: number }, { timeoutMs: 10_000 });
    } catch (err) {
      if (err instanceof RpcError && err.code === ErrorCode.NOT_FOUND) return null;
      throw err;
    }
  }
}

export function patentSource(p: PatentDetail): AnswerSource {
  return {
    kind: 'patent',
    label: `US${p.patent_number}`,
    title: p.patent_title,
    revision: null,
    date: p.grant_date ?? p.patent_date ?? null,
    url: p.google_patents_url || null,
  };
}

/**
 * The legal sections a computed date rests on, as answer sources, each named by its own collection (an MPEP section
 * is no section of Title 35) with its revision.
 */
function dateSources(facts: DatedFact[]): AnswerSource[] {
  const out = new Map<string, AnswerSource>();
  for (const c of facts.flatMap((f) => f.citations)) {
    const label = `${c.law} ${c.section}`;
    const source = parseLabel(label)?.source;
    // The patents service gives a statute's full revision note (OLRC, or MPEP App. L for pre-AIA); the answer shows its short form.
    const full = source === '35 USC' && c.revision && /OLRC|Appendix L/.test(c.revision);
    const revision = full ? shortRevision(source, c.revision!, null) : c.revision;
    if (!out.has(label))
      out.set(label, {
        kind: 'law',
        label,
        title: source ? COLLECTION_NAME[source] : c.law,
        revision,
        date: null,
        url: c.url,
      });
  }
  return [...out.values()];
}

/**
 * The status as of `today`, worded as the analysis words it (engine documentStatus; attorney re-review, issue 25): a
 * grant whose computed expiry has passed is expired (the record's "Granted" is the grant event, not the patent's
 * state); one the data shows lapsed for unpaid maintenance fees says so; past a fee's grace period with no payment
 * record its status is unknown; else it is in force until its expiry, if the maintenance fees it owes are paid.
 */
export function patentStatus(
  p: PatentDetail,
  today = new Date().toISOString().slice(0, 10),
  { pa, st }: RecordStatus = recordStatus(p, today),
): string {
  const recorded = p.status || p.application_status || 'not recorded';
  const expiry = p.dates?.expiry;
  if (expiry?.lapsed) return `Lapsed (maintenance fee not paid; recorded status: ${recorded})`;
  const q = expiryQualifier(p.dates);
  if (expiry?.date && st.state === 'expired')
    return `Expired on ${expiry.date}${q} — ${expiry.basis}${earlierEnd(st)} (recorded status: ${recorded})`;
  if (!/grant/i.test(recorded)) return recorded;
  if (expiry?.date && st.state === 'unknown' && st.feeNotShown) {
    const text = feeUnknownText(st);
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}${q} (recorded status: ${recorded})`;
  }
  if (expiry?.date && st.state === 'in force')
    return `${recorded}; ${inForceUntil(`${expiry.date}${q}`, 'fees' in feesOwed(pa, st))}`;
  if (expiry) return `${recorded}; expiry not known — ${expiry.basis}`;
  return recorded;
}

const fact = (f: DatedFact | undefined, what: string) =>
  !f
    ? `not assessed (the record carries no computed ${what})`
    : `${f.date ?? 'unknown'}${f.exact ? '' : ' (not exact)'} — ${f.basis}`;

/** The expiry with its qualifier and basis; a terminal disclaimer is named once. */
function expiryText(dates: PatentDetail['dates']): string {
  const e = dates?.expiry;
  if (!e?.date) return fact(e, 'expiry');
  const q = expiryQualifier(dates);
  const td =
    e.terminal_disclaimer && !q.includes('terminal') ? ' (a terminal disclaimer may end it earlier)' : '';
  return `${e.date}${q} — ${e.basis}${td}`;
}

/** " (a, b)" of the parts given, or nothing. */
const paren = (parts: (string | null | undefined)[]) => {
  const kept = parts.filter(Boolean);
  return kept.length ? ` (${kept.join(', ')})` : '';
};

/**
 * The documents a patent cites, one line each (attorney review, issue 25): a non-patent reference's own "; " would
 * otherwise run into the next one. Patents first with country and year, then non-patent literature.
 */
export function citationLines(cites: PatentDetail['citations'], max = 5): string[] {
  if (!cites.length) return ['- **Citations:** none recorded'];
  const npl = cites.filter((c) => c.kind === 'npl');
  const patents = cites.filter((c) => c.kind !== 'npl');
  const count = `${patents.length} patent document${patents.length === 1 ? '' : 's'}, ${npl.length} non-patent`;
  const shown = [...patents, ...npl].slice(0, max);
  return [
    `- **Cites ${cites.length} document${cites.length === 1 ? '' : 's'}** (${count})${cites.length > max ? `, the first ${max}` : ''}:`,
    ...shown.map((c) =>
      c.kind === 'npl'
        ? `  - Non-patent: ${c.document_number.replace(/\s+/g, ' ').trim()}`
        : `  - ${withCountry(c.country, c.document_number, '')}${paren([c.name, c.date?.slice(0, 4)])}`,
    ),
  ];
}

/**
 * The maintenance-fee windows of a patent as the analysis computes them (engine/recommendations.ts: 3.5, 7.5 and
 * 11.5 years from grant), or why there are none (design, plant, expired, lapsed, no grant date).
 */
export function maintenanceLines(
  p: PatentDetail,
  today: string,
  { pa, st }: RecordStatus = recordStatus(p, today),
): string[] {
  const basis = '35 U.S.C. 41(b); 37 CFR 1.362(d)–(e)';
  if (st.state === 'lapsed')
    return [
      `**Maintenance fees:** the record shows the patent lapsed for an unpaid maintenance fee: none is due now (a late fee may be accepted on petition, 35 U.S.C. 41(c), 37 CFR 1.378).`,
    ];
  // A design or plant patent never owes them, whatever its state (37 CFR 1.362(b)); that is the reason to give.
  if (st.granted && (st.design || st.plant))
    return [
      `**Maintenance fees:** none. ${st.design ? 'Design' : 'Plant'} patents owe no maintenance fees (37 CFR 1.362(b))${st.state === 'expired' ? `; this one ${expiredText(st)}` : ''}.`,
    ];
  if (st.state === 'expired') return [`**Maintenance fees:** none are due: the patent ${expiredText(st)}.`];
  if (st.state !== 'in force' && !st.feeNotShown)
    return ['**Maintenance fees:** not assessed: the record gives no expiry or status to compute them from.'];
  const owed = feesOwed(pa, st);
  if ('none' in owed) return [`**Maintenance fees:** ${owed.none}`];
  return [
    `**Maintenance fees** (from ${feeGrant(st)}; ${basis}): each is payable without surcharge in the 6 months ` +
      'before its due date and with the surcharge in the 6 months after; unpaid, the patent expires at the end of that grace period.',
    // The schedule's last days are already moved off weekends and federal holidays (35 U.S.C. 21(b)), as the
    // analysis and the generic answer (legal/deadlines.ts maintenanceWindows) give them.
    ...owed.fees.map((f) => {
      const why = (m: string | null) => (m ? `; ${m}` : '');
      return (
        `- ${f.label} fee: window ${f.windowOpens} to ${f.due} (due date${why(f.dueMoved)}), with the surcharge until ` +
        `${f.graceEnds}${f.graceMoved ? ` (${f.graceMoved}; unpaid, the patent expires as of ${f.lapsesAsOf})` : ''}` +
        `${f.graceEnds < today ? ` — past; ${feePaymentUnknown('it was')}` : f.due < today ? ` — its due date has passed; ${feePaymentUnknown('it was')}; unpaid, it can now be paid only with the surcharge` : ''}`
      );
    }),
    'Each last day is moved off a weekend or federal holiday (35 U.S.C. 21(b)); the amounts are not given here.',
  ];
}

/**
 * A question on who owns the patent now ("who owns", "the owner", "was it assigned", "which company holds the rights
 * in it now", "who has title to it today").
 */
const ASKS_OWNER =
  /\b(?:own(?:s|ed|er|ers|ership)?|assignee|assigned|assignments?|belongs?|rights? holder|title holder)\b|\b(?:holds?|held|holding|has|have|acquired|bought|purchased)\s+(?:all\s+)?(?:the\s+)?(?:rights?|title|patent)\b(?!\s+to\s+(?:exclude|sue|reply|respond))|\bwho\s+(?:now\s+|currently\s+)?(?:holds?|controls?)\b/i;

/** Questions on one fact of the card: its expiry, owner, inventors, filing date (the status is the in-force answer). */
/** The facts printed on a grant, answered from its record with no computed date (see patentAnswer's sources). */
const RECORD_FACTS = new Set(['owner', 'inventors', 'citations', 'independent']);

const CARD_QUESTIONS: [string, RegExp][] = [
  [
    'expiry',
    /\bexpir(?:e|es|y|ation)\b|\bwhen (?:does|will) (?:it|its|the patent|us\s?[\d,]+)\b.*\b(?:end|run out|lapse)\b|\bhow long\b.*\b(?:last|run|protected|in force)\b|\bterm\b/i,
  ],
  ['owner', ASKS_OWNER],
  ['effective', /\beffective filing date\b|\bpriority date\b/i],
  ['inventors', /\binvent(?:or|ors|ed)\b|\bwho (?:made|created|designed|came up with)\b/i],
  ['filed', /\bwhen was\b.*\bfiled\b|(?<!effective )\bfiling date\b|\bdate of filing\b|\bapplied for\b/i],
];

/**
 * The assignee as the record has it: every assignee printed on the grant, in order (attorney review, issue 25). An ownership
 * question is told that later assignments are not in the record; assignments the record holds are named.
 */
function assigneeLine(p: PatentDetail, question: string): string {
  // The record joins a grant's several assignees by "; " in the order printed (issue 25): each is named.
  const names = (p.assignee_organization ?? '').split('; ').filter(Boolean);
  const at =
    names.length > 1
      ? `- **Assignees:** ${names.slice(0, -1).join('; ')} and ${names.at(-1)}`
      : `- **Assignee:** ${names[0] ?? 'none recorded'}`;
  const atGrant =
    names.length > 1 ? `the ${names.length} assignees at grant, in the order printed` : 'assignee at grant';
  const day = (a: PatentDetail['assignments'][number]) => a.recorded_date ?? a.execution_date ?? '';
  const last = (p.assignments ?? [])
    .filter((a) => a.assignee)
    .sort((a, b) => day(a).localeCompare(day(b)))
    .at(-1);
  if (last)
    return `${at} (${atGrant}; the latest assignment in this record is to ${last.assignee}${last.recorded_date ? `, recorded ${last.recorded_date}` : ''}; later ones are at the USPTO assignment database)`;
  return ASKS_OWNER.test(question)
    ? `${at} (${atGrant}; later assignments are recorded at the USPTO assignment database and are not in this record)`
    : `${at} (${atGrant})`;
}

/** A question on the references a patent cites ("what prior art is cited", "references cited", "of record"). */
const ASKS_CITED = /\bcit(?:e|ed|es|ations?)\b|\bof record\b/i;
/** A question on which claims are independent. */
const ASKS_INDEPENDENT = /\bindependent\b/i;
/** A claim's opening words up to its transition ("A computer program product for …, comprising"), or its first 25 words. */
function preambleOf(text: string): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .replace(/^\d+\s*\.\s*/, '')
    .trim();
  const at = /\b(?:comprising|consisting|including|wherein|characteri[sz]ed)\b/i.exec(flat);
  const head = at ? flat.slice(0, at.index + at[0].length) : flat.split(' ').slice(0, 25).join(' ');
  return `“${head}${at ? ' …' : ''}”`;
}

/** A question on what a claim covers or requires, not only its words. */
const EXPLAIN_CLAIM =
  /\b(?:cover|covers|covered|scope|mean|means|plain|explain|require|requires|elements?|limitations?|simple terms|lay terms)\b/i;

/** The transition phrases of MPEP 2111.03 and their kin ("including", "having", "characterized by"). */
const TRANSITION_PHRASE =
  /\b(?:comprising|comprises|comprise|including|includes|containing|contains|consisting|consists|having|has|characteri[sz]ed)\b/i;
/** A formula or structure named and followed at once by its conditions, its drawing absent: "the formula (5): wherein". */
const FORMULA_AS_IMAGE =
  /\b((?:the\s+)?(?:general\s+)?(?:formula|structure|structural formula|chemical formula)\s*\(?[A-Z0-9][\w-]{0,5}\)?)\s*[:,]?\s*(?:wherein|where|in which)\b/i;

/** What a transition leaves open (MPEP 2111.03): "comprising" adds nothing to exclude, "consisting of" closes. */
function transitionMeaning(t: string): string {
  if (/consisting essentially of/i.test(t))
    return 'partly closed: other things may be present only if they do not materially change its basic and novel characteristics';
  if (/consisting of/i.test(t)) return 'closed: nothing else may be present';
  if (/having|characteri[sz]ed/i.test(t)) return 'open or closed as the specification reads it';
  return 'open: a product or process having more than these still has them';
}

/**
 * An independent claim's requirements, element by element as the local engine splits it (engine/claim-elements.ts):
 * each must be present for the claim to read on a product or process (the all-elements rule), then the same in plain
 * English (plain-claim.ts). Nothing when the claim does not split into two or more elements.
 */
function claimRequirements(text: string, n: number): string[] {
  const s = splitClaimElements(text);
  if (s.elements.length < 2) return [];
  // "Wherein" is no transition (MPEP 2111.03 names comprising, consisting of, consisting essentially of): what else may
  // be present is then not said by one (attorney review of issue 25).
  const how = !s.transition
    ? ''
    : TRANSITION_PHRASE.test(s.transition)
      ? ` (“${s.transition}”: ${transitionMeaning(s.transition)}, MPEP 2111.03, R-08.2017)`
      : ` (no transition phrase: “${s.transition}” introduces its conditions; the transitions of MPEP 2111.03, ` +
        'R-08.2017, are “comprising”, “consisting of” and “consisting essentially of”)';
  // A formula or structure the claim names but its text does not hold ("represented by the formula (5): wherein …"):
  // drawn as an image in the patent, missing from the record's text.
  const image = FORMULA_AS_IMAGE.exec(text);
  const missing = image
    ? `\n\nNot in the text: ${image[1]} is drawn as an image in the patent; the record's text does not hold it, so ` +
      'what it shows is not stated here. Read it on the patent itself.'
    : '';
  return [
    `**What claim ${n} requires**, split by the local engine from its text: ${s.preamble}${how}, with every one of ` +
      `these ${s.elements.length} elements. A product or process lacking any one of them does not infringe the claim ` +
      `literally (the all-elements rule); the doctrine of equivalents may still reach it. Not legal advice:\n` +
      s.elements
        .map(
          (e, i) =>
            `${i + 1}. ${e.text}${e.alternatives?.length ? ` (any one of: ${e.alternatives.join('; ')})` : ''}`,
        )
        .join('\n')
        .concat(missing),
    plainClaim(s, n),
  ];
}

/**
 * The local engine's answer about one patent, from its record only: what the question asks (a claim, the assignee,
 * the expiry) first, then the record's key facts, so every figure comes with where it is from.
 */
export function patentAnswer(
  p: PatentDetail,
  question: string,
  claim: number | null,
  today = new Date().toISOString().slice(0, 10),
  /** Whether "claims" alone asks for one (not when the question is on the patent as prior art against "my claims"). */
  claimWords = true,
): { text: string; sources: AnswerSource[] } {
  // The patent's state today, as the analysis computes it, once for every line that states it.
  const status = recordStatus(p, today);
  // What the question asks, answered first (attorney review, issue 25): a yes/no question gets its plain answer, a
  // question on the expiry, owner, inventors or filing date the fact with its basis; the card follows.
  const direct: string[] = [];
  const answered = new Set<string>();
  const asks = (key: string, re: RegExp) => re.test(question) && !answered.has(key) && answered.add(key);
  if (asks('in force', ASKS_IN_FORCE)) direct.push(inForceAnswer(p, today, question, status));
  // A question on the patent's maintenance fees ("when are its maintenance fees due?", "its annuities").
  if (MAINTENANCE_WORDS.test(question)) direct.push(maintenanceLines(p, today, status).join('\n'));
  // The references cited on the grant, asked ("What prior art is cited for US…?", "which references did the examiner
  // cite?"): all of them, first (attorney review 2).
  if (asks('citations', ASKS_CITED))
    direct.push(
      [
        `**References cited on the grant** (the references of record printed on the patent; an examiner's or applicant's citation where the record says which):`,
        ...citationLines(p.citations, 30),
      ].join('\n'),
    );
  // Which claims are independent (attorney review 2: only claim 1 was shown): every claim depending on none.
  const independent = p.claims.filter((c) => !c.dependsOn.length);
  const asksIndependent = claim === null && ASKS_INDEPENDENT.test(question) && independent.length > 0;
  if (asksIndependent && asks('independent', /./))
    direct.push(
      `**Independent claims: ${independent.map((c) => c.number).join(', ')}** (of ${p.claims.length} claims; every other claim depends on one):\n` +
        independent.map((c) => `- **Claim ${c.number}:** ${preambleOf(c.text)}`).join('\n'),
    );
  const asksClaim =
    !asksIndependent &&
    (claim !== null || (claimWords && /\b(claims?|cover|covers|scope|protect)\b/i.test(question)));
  if (asksClaim) {
    const n = claim ?? 1;
    const c = p.claims.find((x) => x.number === n);
    if (c) {
      const dep = c.dependsOn.length ? `dependent on claim ${c.dependsOn.join(', ')}` : 'independent';
      direct.push(
        `**Claim ${n}** (${dep}; ${p.claims.length} claims in all) reads:\n> ${c.text.replace(/\n+/g, ' ')}`,
      );
      // "What does claim 1 cover, in plain English?": what it requires, element by element (attorney review: the
      // claim was only quoted back).
      if (!c.dependsOn.length && EXPLAIN_CLAIM.test(question)) direct.push(...claimRequirements(c.text, n));
    } else
      direct.push(
        p.claims.length
          ? `The patent has ${p.claims.length} claims; there is no claim ${n}.`
          : 'The record holds no claim text for this patent.',
      );
  }
  const dates = p.dates;
  const card: [string, string][] = [
    ['owner', assigneeLine(p, question)],
    [
      'inventors',
      `- **Inventors:** ${p.inventor_names.length ? p.inventor_names.join('; ') : 'none recorded'}`,
    ],
    ['status', `- **Status:** ${patentStatus(p, today, status)}`],
    [
      'filed',
      `- **Filed:** ${p.app_filing_date ?? 'unknown'}; **granted:** ${p.grant_date ?? p.patent_date ?? 'unknown'}`,
    ],
    [
      'effective',
      `- **${effectiveDateLabel(p)}:** ${chainEffectiveDate(p) ?? fact(dates?.effective_filing_date, 'effective filing date')}`,
    ],
    ['expiry', `- **Expiry:** ${expiryText(dates)}`],
  ];
  // A card fact the question asks for leads, as a sentence of its own (its card line then is not repeated).
  const cardLine = (key: string) => card.find(([k]) => k === key)![1].replace(/^- /, '');
  for (const [key, re] of CARD_QUESTIONS) {
    if (!asks(key, re)) continue;
    // A term question is also told whether the term has run ("When does it expire?" of an expired patent).
    if (key === 'expiry' && asks('status', /./)) direct.push(`${cardLine(key)}\n${cardLine('status')}`);
    else direct.push(cardLine(key));
  }
  const lines: string[] = [
    // The first paragraph is the answer: it follows the line naming the patent (which a follow-up reads back).
    [`Answering about **US${p.patent_number}** — ${p.patent_title}.`, direct[0]].filter(Boolean).join('\n'),
    '',
    ...direct.slice(1).flatMap((d) => [d, '']),
  ];
  lines.push(...card.filter(([k]) => !answered.has(k)).map(([, l]) => l));
  if (!answered.has('citations')) lines.push(...citationLines(p.citations));
  // A question asking only a fact printed on the grant (its owner, inventors, a claim, its citations) rests on the record
  // alone: the law of the card's computed dates is no source of it (attorney review 3: an assignee or claim answer
  // listed 35 U.S.C. 119 and pre-AIA 102(e)). Any other question keeps the law of those dates.
  const recordOnly =
    (asksClaim || [...answered].some((k) => RECORD_FACTS.has(k))) &&
    [...answered].every((k) => RECORD_FACTS.has(k)) &&
    !MAINTENANCE_WORDS.test(question);
  const sources = [
    patentSource(p),
    ...(dates && !recordOnly ? dateSources([dates.effective_filing_date, dates.expiry]) : []),
  ];
  return { text: `${lines.join('\n')}\n`, sources };
}
