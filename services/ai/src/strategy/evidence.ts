import type { DeadlineItem, DeadlineReport, FeeQuote, StrategyItem } from '@patent-hub/contracts';
import { FEES_NOTE, quoteFee } from '../legal/deadlines.js';
import type { LegalKnowledgeBase } from '../legal/legal-kb.js';
import type { Landscape, RelevantPatent } from './landscape.js';
import type { ParsedScenario, ScenarioTopic } from './scenario.js';

/** One fact a SWOT item may rest on: a landscape figure, a calculator date or a cited section. */
export interface Evidence {
  id: string;
  kind: 'landscape' | 'deadline' | 'law';
  text: string;
}

export interface ScenarioAnswer {
  topic: ScenarioTopic;
  question: string;
  answer: string;
  basis: string[];
  answered: boolean;
}

export interface StrategyEvidence {
  evidence: Evidence[];
  questions: ScenarioAnswer[];
  landscape: Landscape;
  deadlines: DeadlineReport | null;
  parsed: ParsedScenario;
}

export interface StrategyText {
  strengths: StrategyItem[];
  weaknesses: StrategyItem[];
  opportunities: StrategyItem[];
  threats: StrategyItem[];
  competitiveLandscape: string;
  filingStrategy: string;
  recommendations: StrategyItem[];
}

const pct = (n: number, of: number) => `${Math.round((n / Math.max(1, of)) * 100)}%`;
const range = (l: Landscape) =>
  !l.dateRange
    ? 'undated'
    : l.dateRange.from === l.dateRange.to
      ? `dated ${l.dateRange.from}`
      : `dated ${l.dateRange.from} to ${l.dateRange.to}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const setOf = (l: Landscape) => `of the ${plural(l.patents.length, 'relevant patent')} (${range(l)})`;
/** The grace period item says the filing given came after it. */
const lateFiling = (g: DeadlineItem) => /is after it: the disclosure is prior art/.test(g.explanation);
const sectionLabels = (d: DeadlineItem) =>
  d.basis.filter((b) => b.inKb).map((b) => `${b.label} (${b.revision})`);

/** The patents of an assignee in the set, most relevant first. */
const patentsOf = (l: Landscape, variants: string[]): RelevantPatent[] =>
  l.patents
    .filter((p) => variants.some((v) => (p.assignee ?? '').split(/\s*[;|]\s*/).includes(v)))
    .sort((a, b) => b.relevance - a.relevance);

/** Every fact the SWOT may use, with an id the items cite. */
export function gatherEvidence(
  parsed: ParsedScenario,
  landscape: Landscape,
  deadlines: DeadlineReport | null,
  kb: LegalKnowledgeBase,
): StrategyEvidence {
  const evidence: Evidence[] = [];
  const l = landscape;
  evidence.push({
    id: 'L-set',
    kind: 'landscape',
    text:
      `${l.patents.length} of the ${l.candidates} corpus patents most similar to the scenario (${l.searched.join(', ')}) ` +
      `pass the relevance floor (${Math.round(l.relevanceFloor * 100)}% coverage of its sentences)${l.patents.length ? `; ${range(l)}` : ''}.` +
      (l.nearestBelow
        ? ` Nearest under the floor: US${l.nearestBelow.patentNumber} "${l.nearestBelow.title}" (${Math.round(l.nearestBelow.relevance * 100)}%).`
        : ''),
  });
  l.topAssignees.forEach((a, i) => {
    const best = patentsOf(l, a.variants)[0];
    evidence.push({
      id: `L-assignee-${i + 1}`,
      kind: 'landscape',
      text: `${a.name} holds ${a.count} ${setOf(l)} (${pct(a.count, l.patents.length)})${best ? `, most relevant US${best.patentNumber} "${best.title}"` : ''}.`,
    });
  });
  l.topCpcGroups.forEach((g, i) =>
    evidence.push({
      id: `L-cpc-${i + 1}`,
      kind: 'landscape',
      text: `CPC main group ${g.group}: ${g.count} ${setOf(l)}.`,
    }),
  );
  if (l.filingsByYear.length && l.patents.length >= 10) {
    const last = l.filingsByYear[l.filingsByYear.length - 1].year;
    const recent = l.filingsByYear.filter((y) => y.year > last - 5).reduce((s, y) => s + y.count, 0);
    const earlier = l.filingsByYear
      .filter((y) => y.year <= last - 5 && y.year > last - 10)
      .reduce((s, y) => s + y.count, 0);
    evidence.push({
      id: 'L-trend',
      kind: 'landscape',
      text: `Filings in the relevant set: ${recent} in ${last - 4}–${last}, ${earlier} in ${last - 9}–${last - 5} (${l.patents.length} patents, ${range(l)}).`,
    });
  }
  const top = [...l.patents].sort((a, b) => b.relevance - a.relevance)[0];
  if (top)
    evidence.push({
      id: 'L-closest',
      kind: 'landscape',
      text: `Closest patent: US${top.patentNumber} "${top.title}"${top.assignee ? ` (${displayAssignee(top.assignee)})` : ''}, ${Math.round(top.relevance * 100)}% coverage of the scenario's sentences.`,
    });
  const latest = [...l.patents].sort((a, b) =>
    (b.filingDate ?? b.date ?? '').localeCompare(a.filingDate ?? a.date ?? ''),
  )[0];
  if (latest && latest !== top)
    evidence.push({
      id: 'L-latest',
      kind: 'landscape',
      text: `Most recent relevant patent: US${latest.patentNumber} "${latest.title}", ${latest.filingDate ? `filed ${latest.filingDate}` : `dated ${latest.date}`}.`,
    });
  for (const d of deadlines?.items ?? []) {
    if (d.status !== 'computed') continue;
    const cited = d.basis.map((b) => (b.inKb ? `${b.label}, ${b.revision}` : `${b.label}, not in our texts`));
    evidence.push({
      id: `D-${d.id}`,
      kind: 'deadline',
      text: `${d.label}: ${d.due}${d.moved ? ` (${d.moved})` : ''}, counted from the ${d.from?.event} on ${d.from?.date} [${cited.join('; ')}].`,
    });
    for (const b of d.basis.filter((x) => x.inKb && x.quote))
      if (!evidence.some((e) => e.id === `S-${b.label}`))
        evidence.push({
          id: `S-${b.label}`,
          kind: 'law',
          text: `${b.label} (${b.title}; ${b.revision}): "${b.quote}"`,
        });
  }
  return {
    evidence,
    questions: answerQuestions(parsed, deadlines, kb),
    landscape,
    deadlines,
    parsed,
  };
}

const displayAssignee = (a: string) => a.split(/\s*[;|]\s*/)[0];
const item = (d: DeadlineReport | null, id: string) =>
  d?.items.find((i) => i.id === id && i.status === 'computed');

const feeLine = (f: FeeQuote) =>
  `${f.label} (${f.section}): ${f.amounts.map((a) => `${a.amount} ${a.entity.replace(/^a /, '')}`).join(', ')}`;

/** The scenario's questions, answered from the calculator and the knowledge base, or said to be out of reach. */
export function answerQuestions(
  parsed: ParsedScenario,
  deadlines: DeadlineReport | null,
  kb: LegalKnowledgeBase,
): ScenarioAnswer[] {
  const out: ScenarioAnswer[] = [];
  const design = parsed.kind === 'design';
  for (const q of parsed.questions) {
    switch (q.topic) {
      case 'disclosure': {
        const g = item(deadlines, 'grace-period-us');
        out.push(
          g
            ? {
                ...q,
                question: q.text,
                answer:
                  `Your disclosure on ${g.from?.date}: in the US it is not prior art against you if you file by ${g.due}` +
                  `${g.moved ? ` (${g.moved})` : ''} — the grace period of 35 U.S.C. 102(b)(1)(A). ${lateFiling(g) ? 'Your filing date given is after it: the disclosure is prior art to your claims. ' : ''}` +
                  'General information: most other countries have no such grace period, so the disclosure may already bar a patent there (their laws are not in our texts).',
                basis: [...sectionLabels(g), 'grace-period-us'],
                answered: true,
              }
            : {
                ...q,
                question: q.text,
                answer:
                  'You mention a public disclosure but no date the engine could read (write it as YYYY-MM-DD or "March 2, 2026"): ' +
                  'the US grace period is 1 year from it (35 U.S.C. 102(b)(1)(A)); without the date no deadline can be stated.',
                basis: ['35 U.S.C. 102(b)(1)'],
                answered: false,
              },
        );
        break;
      }
      case 'countries': {
        const named = parsed.countries.filter((c) => c !== 'United States');
        const first = [parsed.dates.provisional, parsed.dates.usFiling, parsed.dates.foreign]
          .filter((d): d is string => !!d)
          .sort()[0];
        const abroad = item(deadlines, 'file-abroad') ?? item(deadlines, 'nonprovisional-after-provisional');
        const us = item(deadlines, 'pct-us-national-phase');
        const epo = item(deadlines, 'pct-epo-regional-phase');
        const months = design ? 6 : 12;
        const parts = [
          `${named.length ? `For ${named.join(', ')}: ` : ''}claim your first filing's priority abroad within ${months} months` +
            (abroad
              ? ` — by ${abroad.due}`
              : first
                ? ''
                : ' of your first filing (no filing date given, so no date can be stated)') +
            ` (Paris Convention Art. 4, not in our texts; the US side is ${design ? '35 U.S.C. 172' : '35 U.S.C. 119(a)'}).`,
        ];
        if (!design)
          parts.push(
            us
              ? `With the PCT, the US national stage is due ${us.due} (30 months, 37 CFR 1.495(b)) and the EPO regional phase ${epo?.due} (31 months, EPC Rule 159(1) — not in our knowledge base).`
              : 'One PCT application within that year keeps most countries open until 30 months (US, 37 CFR 1.495(b)) or 31 months (EPO, EPC Rule 159(1), not in our knowledge base) from the priority date.',
          );
        if (parsed.dates.disclosure)
          parts.push(
            `Your disclosure on ${parsed.dates.disclosure} may already bar patents in countries without a grace period (general information).`,
          );
        parts.push(
          'Which countries are worth their cost, and each country’s own rules, are outside what this engine can judge.',
        );
        out.push({
          ...q,
          question: q.text,
          answer: parts.join(' '),
          basis: [
            design ? '35 U.S.C. 172' : '35 U.S.C. 119(a)',
            ...(design ? [] : ['37 CFR 1.495(b)']),
            ...(abroad ? [abroad.id] : []),
            ...(us ? [us.id] : []),
          ],
          answered: true,
        });
        break;
      }
      case 'budget': {
        const fees = (
          design
            ? [
                ['1.16(b)', 'Basic filing fee (design)'],
                ['1.16(l)', 'Search fee (design)'],
                ['1.16(p)', 'Examination fee (design)'],
                ['1.18(b)', 'Issue fee (design)'],
              ]
            : [
                ['1.16(d)', 'Provisional filing fee'],
                ['1.16(a)', 'Basic filing fee'],
                ['1.16(k)', 'Search fee'],
                ['1.16(o)', 'Examination fee'],
                ['1.18(a)', 'Issue fee'],
              ]
        )
          .map(([s, label]) => quoteFee(kb, s, label))
          .filter((f): f is FeeQuote => !!f);
        out.push({
          ...q,
          question: q.text,
          answer:
            `USPTO fees in our texts: ${fees.map(feeLine).join('; ')}. ${FEES_NOTE} ` +
            `Attorney fees, foreign filing and translation costs are not in our texts, so ${parsed.budget ? `whether ${parsed.budget} is enough` : 'a total budget'} is outside what this engine can judge.`,
          basis: fees.map((f) => f.section),
          answered: true,
        });
        break;
      }
      case 'timing': {
        const dated = (deadlines?.items ?? []).filter((d) => d.status === 'computed' && !d.general);
        out.push(
          dated.length
            ? {
                ...q,
                question: q.text,
                answer: dated
                  .map(
                    (d) =>
                      `${d.label}: ${d.due}${d.passed ? ' (passed)' : ''} (${d.basis
                        .filter((b) => b.inKb)
                        .map((b) => b.label)
                        .join(', ')})`,
                  )
                  .join('; '),
                basis: dated.map((d) => d.id),
                answered: true,
              }
            : {
                ...q,
                question: q.text,
                answer:
                  'No date in the scenario to count from: give the dates of your disclosure, provisional, foreign or PCT filing (YYYY-MM-DD) to get the deadlines; the periods are 1 year grace (102(b)(1)), 12 months to claim a provisional (119(e)), 12 months Paris priority (119(a); 6 for designs, 172) and 30 months to the US national stage (37 CFR 1.495(b)).',
                basis: ['35 U.S.C. 102(b)(1)', '35 U.S.C. 119(e)', '35 U.S.C. 119(a)', '37 CFR 1.495(b)'],
                answered: false,
              },
        );
        break;
      }
      case 'design':
        out.push({
          ...q,
          question: q.text,
          answer:
            'A design patent protects the look, not the function: 6 months of priority (35 U.S.C. 172), no provisional (172), a term of 15 years from grant (35 U.S.C. 173) and no maintenance fees (37 CFR 1.362(b)). The dates above are counted on these rules.',
          basis: ['35 U.S.C. 172', '35 U.S.C. 173', '37 CFR 1.362(b)'],
          answered: true,
        });
        break;
      default:
        out.push({
          ...q,
          question: q.text,
          answer:
            'Outside what this engine can judge: it computes dates, cites the legal texts and counts the corpus; it does not assess patentability, value, infringement or markets. Ask a registered patent practitioner.',
          basis: [],
          answered: false,
        });
    }
  }
  return out;
}

const GENERAL_ADVICE: StrategyItem[] = [
  {
    text: 'General advice: have a registered patent attorney or agent review this before acting on it; it is not legal advice.',
    evidence: [],
    general: true,
  },
  {
    text: 'General advice: chart your main claim element by element against the closest patents before filing.',
    evidence: [],
    general: true,
  },
];

/**
 * The local engine's SWOT: every item states a figure of the landscape, a date of the calculator or a cited section
 * and names it; what rests on none is marked as general advice.
 */
export function localSwot(e: StrategyEvidence): StrategyText {
  const l = e.landscape;
  const n = l.patents.length;
  const has = (id: string) => e.evidence.some((x) => x.id === id);
  const d = (id: string) => item(e.deadlines, id);
  const S: StrategyItem[] = [];
  const W: StrategyItem[] = [];
  const O: StrategyItem[] = [];
  const T: StrategyItem[] = [];
  const leader = l.topAssignees[0];
  const top = [...l.patents].sort((a, b) => b.relevance - a.relevance)[0];
  const g1 = l.topCpcGroups[0];
  const g2 = l.topCpcGroups[1];

  if (n === 0) {
    W.push({
      text:
        `Not assessed: none of the ${l.candidates} corpus patents nearest to ${l.searched.slice(0, 3).join(', ') || 'the scenario'} passes the relevance floor` +
        (l.nearestBelow
          ? ` (the nearest, US${l.nearestBelow.patentNumber} "${l.nearestBelow.title}", covers ${Math.round(l.nearestBelow.relevance * 100)}%)`
          : '') +
        ', so the corpus gives no landscape here; it may not cover the field.',
      evidence: ['L-set'],
      general: false,
    });
  } else {
    if (n < 10)
      S.push({
        text: `Only ${plural(n, 'corpus patent')} ${n === 1 ? 'comes' : 'come'} close to the scenario (${range(l)}): few references to draft around.`,
        evidence: ['L-set'],
        general: false,
      });
    else
      W.push({
        text: `${n} corpus patents come close to the scenario (${range(l)}): claims must rest on what none of them shows.`,
        evidence: ['L-set'],
        general: false,
      });
    if (top)
      W.push({
        text: `The closest, US${top.patentNumber} "${top.title}", covers ${Math.round(top.relevance * 100)}% of the scenario's sentences: compare your features with it first.`,
        evidence: ['L-closest'],
        general: false,
      });
    if (leader && leader.count >= 2)
      T.push({
        text: `${leader.name} holds ${leader.count} of the ${n} relevant patents (${pct(leader.count, n)}): check freedom to operate against its patents, starting with the most relevant.`,
        evidence: ['L-assignee-1'],
        general: false,
      });
    else if (l.topAssignees.length)
      S.push({
        text: `No assignee holds more than one of the ${n} relevant patents (${l.topAssignees.length} named, ${l.unassigned} unassigned): no dominant holder in the corpus.`,
        evidence: ['L-set', ...l.topAssignees.slice(0, 3).map((_, i) => `L-assignee-${i + 1}`)],
        general: false,
      });
    if (has('L-trend')) {
      const t = e.evidence.find((x) => x.id === 'L-trend')!.text;
      const m = /: (\d+) in (\d+)–(\d+), (\d+) in/.exec(t);
      if (m) {
        const [recent, earlier] = [Number(m[1]), Number(m[4])];
        (recent > earlier ? T : O).push({
          text:
            recent > earlier
              ? `Filings rose in the relevant set (${earlier} → ${recent} in the last two five-year windows up to ${m[3]}): others are entering.`
              : `Filings did not rise in the relevant set (${earlier} → ${recent} in the last two five-year windows up to ${m[3]}).`,
          evidence: ['L-trend'],
          general: false,
        });
      }
    }
    if (has('L-latest'))
      T.push({
        text:
          e.evidence
            .find((x) => x.id === 'L-latest')!
            .text.replace(/^Most recent relevant patent: (.*)\.$/, 'The most recent relevant patent is $1') +
          '; later applications not yet in the corpus may be closer still.',
        evidence: ['L-latest'],
        general: false,
      });
    if (g1)
      O.push({
        text: `The relevant patents are classified mostly in ${g1.group} (${g1.count} of ${n})${g2 ? ` and ${g2.group} (${g2.count})` : ''}: search there before filing and expect examination there.`,
        evidence: ['L-cpc-1', ...(g2 ? ['L-cpc-2'] : [])],
        general: false,
      });
  }

  const grace = d('grace-period-us');
  if (grace) {
    const late = lateFiling(grace);
    (late ? W : grace.passed ? W : S).push({
      text: late
        ? `Your disclosure on ${grace.from?.date} came more than a year before your filing: it is prior art to your own claims in the US (35 U.S.C. 102(b)(1)).`
        : grace.passed
          ? `The US grace period for your disclosure on ${grace.from?.date} ended ${grace.due} (35 U.S.C. 102(b)(1)): unless you filed by then, it is prior art against you.`
          : `Your disclosure on ${grace.from?.date} is not prior art against you in the US if you file by ${grace.due} (35 U.S.C. 102(b)(1)(A)).`,
      evidence: ['D-grace-period-us', 'S-35 U.S.C. 102(b)(1)'],
      general: false,
    });
    const abroad = e.parsed.countries.filter((c) => c !== 'United States');
    T.push({
      text: `Your disclosure on ${grace.from?.date} may bar patents in ${abroad.length ? abroad.join(', ') : 'countries'} without a grace period (general information; their laws are not in our texts).`,
      evidence: ['D-grace-period-us'],
      general: false,
    });
  }
  const prov = d('nonprovisional-after-provisional');
  const laterFiling = [e.parsed.dates.pct, e.parsed.dates.usFiling].filter((x): x is string => !!x).sort()[0];
  const claimedInTime = !!prov && !!laterFiling && laterFiling <= prov.due!;
  if (prov)
    (prov.passed && !claimedInTime ? W : S).push({
      text: claimedInTime
        ? `Your ${laterFiling === e.parsed.dates.pct ? 'PCT' : 'US'} filing of ${laterFiling} is within the 12 months of your provisional of ${prov.from?.date} (due ${prov.due}, 35 U.S.C. 119(e)): its priority date can hold.`
        : prov.passed
          ? `The 12 months to claim your provisional of ${prov.from?.date} ended ${prov.due} (35 U.S.C. 119(e)): no later filing given claims it in time.`
          : `Your provisional of ${prov.from?.date} holds the priority date if the non-provisional is filed by ${prov.due} (35 U.S.C. 119(e)).`,
      evidence: ['D-nonprovisional-after-provisional', 'S-35 U.S.C. 119(e)'],
      general: false,
    });
  const us = d('pct-us-national-phase');
  if (us)
    O.push({
      text: `The PCT keeps the US open until ${us.due} (30 months, 37 CFR 1.495(b))${d('pct-epo-regional-phase') ? ` and the EPO until ${d('pct-epo-regional-phase')!.due} (31 months, not in our texts)` : ''}: time to test the market before national costs.`,
      evidence: [
        'D-pct-us-national-phase',
        ...(d('pct-epo-regional-phase') ? ['D-pct-epo-regional-phase'] : []),
      ],
      general: false,
    });
  const paris = d('file-abroad') ?? d('paris-priority');
  const design = e.parsed.kind === 'design';
  if (paris)
    (paris.passed ? W : O).push({
      text: paris.passed
        ? paris.id === 'file-abroad'
          ? `${paris.label}: the period ended ${paris.due}; abroad, your US filing's priority can no longer be claimed.`
          : `The ${design ? '6' : '12'} months to claim the priority of your filing abroad of ${paris.from?.date} in the US ended ${paris.due} (${design ? '35 U.S.C. 172' : '35 U.S.C. 119(a)'}).`
        : `${paris.label}: by ${paris.due}.`,
      evidence: [`D-${paris.id}`],
      general: false,
    });

  const filing: string[] = [];
  if (grace && !lateFiling(grace) && !grace.passed)
    filing.push(
      `File in the US by ${grace.due} to keep the disclosure of ${grace.from?.date} out of the prior art (35 U.S.C. 102(b)(1)(A)).`,
    );
  if (prov && !prov.passed)
    filing.push(`File the non-provisional, and any PCT, by ${prov.due} (35 U.S.C. 119(e)).`);
  if (us && !us.passed) filing.push(`Enter the US national stage by ${us.due} (37 CFR 1.495(b)).`);
  if (paris && paris.id === 'file-abroad' && !paris.passed) filing.push(`${paris.label}: by ${paris.due}.`);
  for (const m of ['maintenance-1', 'maintenance-2', 'maintenance-3'].map(d))
    if (m && !m.passed) {
      filing.push(`${m.label}: ${m.due} (35 U.S.C. 41(b)).`);
      break;
    }
  if (!filing.length) {
    const abroad = e.parsed.countries.filter((c) => c !== 'United States');
    const given = Object.entries(e.parsed.dates).map(([k, v]) => `${k} ${v}`);
    filing.push(
      given.length
        ? `Every deadline from the dates given (${given.join(', ')}) has passed; what remains open is for a practitioner to check.`
        : `No date is given, so no deadline can be stated${abroad.length ? `; for ${abroad.join(', ')} the priority year (12 months, 6 for designs) will run from your first filing` : ''}${e.parsed.budget ? `; the USPTO fees in our texts are listed against your ${e.parsed.budget}` : ''}.`,
    );
  }
  if (e.parsed.kind === 'design')
    filing.push(
      'As a design: 6 months of priority (35 U.S.C. 172), no provisional, 15 years from grant (35 U.S.C. 173).',
    );

  const recs: StrategyItem[] = [];
  if (top)
    recs.push({
      text: `Read US${top.patentNumber} and ${l.patents.length > 1 ? `the other ${l.patents.length - 1} relevant patents` : 'its family'} before drafting claims.`,
      evidence: ['L-closest', 'L-set'],
      general: false,
    });
  if (leader && leader.count >= 2)
    recs.push({
      text: `Watch ${leader.name}'s filings in ${g1?.group ?? 'this field'}.`,
      evidence: ['L-assignee-1', ...(g1 ? ['L-cpc-1'] : [])],
      general: false,
    });
  recs.push(...GENERAL_ADVICE);

  const assignees = l.topAssignees.length
    ? `assignees ${l.topAssignees
        .slice(0, 5)
        .map((a) => `${a.name} (${a.count})`)
        .join(', ')}${l.unassigned ? `, ${l.unassigned} without one` : ''}`
    : `no assignee in the ${n === 1 ? 'record' : `${n} records`}`;
  const groups = l.topCpcGroups.length
    ? `CPC main groups ${l.topCpcGroups
        .slice(0, 4)
        .map((g) => `${g.group} (${g.count})`)
        .join(', ')}`
    : 'no CPC code recorded';
  // One sentence: its figures make it this scenario's own.
  const competitive =
    n === 0
      ? `Not assessed: no corpus patent passes the relevance floor among the ${l.candidates} most similar to ${l.searched.join(', ') || 'the scenario'}.`
      : `${plural(n, 'relevant corpus patent')} (${range(l)}); ${assignees}; ${groups}.`;
  return {
    strengths: S,
    weaknesses: W,
    opportunities: O,
    threats: T,
    competitiveLandscape: competitive,
    filingStrategy: filing.join(' '),
    recommendations: recs,
  };
}
