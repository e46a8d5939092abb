import type { DeadlineInputParsed } from '@patent-hub/contracts';
import { datesIn } from '../legal/text-dates.js';
import { sentences } from '../engine/text.js';

/** The kinds of question a scenario asks that the engine looks for (issue 26). */
export type ScenarioTopic = 'countries' | 'disclosure' | 'budget' | 'timing' | 'design' | 'other';

export interface ScenarioQuestion {
  topic: ScenarioTopic;
  /** The sentence of the scenario that raised it. */
  text: string;
}

export interface ParsedScenario {
  /** The sentences describing the invention: what the landscape search runs on. */
  technical: string;
  questions: ScenarioQuestion[];
  /** The dates the scenario gives, assigned to the event the sentence names. */
  dates: Partial<
    Pick<DeadlineInputParsed, 'disclosure' | 'provisional' | 'foreign' | 'pct' | 'usFiling' | 'grant'>
  >;
  kind: 'utility' | 'design';
  /** Countries or regions the scenario names. */
  countries: string[];
  /** An amount of money the scenario names ('$15,000', '20k EUR'), as written. */
  budget: string | null;
}

const TOPIC: [ScenarioTopic, RegExp][] = [
  [
    'disclosure',
    /\b(trade[- ]?shows?|trade fairs?|expo|exhibit(ed|ion)|show(ed|n) (it|them|our|the prototype)|demo(ed|nstrated)? (it|at|to)|disclos(e|ed|ure)|published|blog post|sold|selling|offered (it )?for sale|launch(ed)?|kickstarter|crowdfunding|conference|publicly)\b/i,
  ],
  [
    'countries',
    /\b(countr(y|ies)|international(ly)?|worldwide|global(ly)?|abroad|foreign|overseas|pct|europe(an)?|epo?|eu|china|chinese|japan(ese)?|korea(n)?|germany|german|france|uk|united kingdom|britain|india|canada|australia|brazil|mexico|taiwan)\b/i,
  ],
  [
    'budget',
    /(\$|€|£|\b(usd|eur|gbp|budget|cost(s|ly)?|afford|cheap(er|est)?|expensive|fees?|funding|money|spend)\b)/i,
  ],
  [
    'timing',
    /\b(when|deadline|how long|how soon|timing|timeline|time frame|by when|provisional|priority|national (phase|stage)|months?|years?|maintenance|expire|expiry)\b/i,
  ],
  ['design', /\b(design patents?|ornamental|industrial design)\b/i],
];

const COUNTRY =
  /\b(europe(?:an)?|epo|eu|china|japan|korea|germany|france|united kingdom|uk|britain|india|canada|australia|brazil|mexico|taiwan|us|usa|united states)\b/gi;
const CANON: Record<string, string> = {
  european: 'Europe',
  europe: 'Europe',
  epo: 'Europe',
  eu: 'Europe',
  uk: 'United Kingdom',
  britain: 'United Kingdom',
  'united kingdom': 'United Kingdom',
  us: 'United States',
  usa: 'United States',
  'united states': 'United States',
};

const EVENTS: [keyof ParsedScenario['dates'], RegExp][] = [
  ['pct', /\bpct\b|international application/gi],
  ['provisional', /\b(?<!non-?)provisional\b/gi],
  ['grant', /\b(granted|issued|grant)\b/gi],
  ['foreign', /\b(foreign|abroad|overseas|in (germany|japan|china|korea|europe|the epo|the uk|france))\b/gi],
  [
    'usFiling',
    /\b(non-?provisional|utility application|us application|(?<!(pct|international|provisional|design) )application)\b/gi,
  ],
  ['disclosure', new RegExp(TOPIC[0][1].source, 'gi')],
];

/**
 * The event a date belongs to: the event named nearest to it in its sentence (before it preferred, as in "a
 * provisional of 2024-06-12"; else just after); null when the sentence names none.
 */
function eventAt(sentence: string, at: number): keyof ParsedScenario['dates'] | null {
  let best: { ev: keyof ParsedScenario['dates']; dist: number } | null = null;
  for (const [ev, re] of EVENTS)
    for (const m of sentence.matchAll(re)) {
      const end = m.index + m[0].length;
      const dist = end <= at ? at - end : m.index - at + 40; // after the date: a penalty
      if (!best || dist < best.dist) best = { ev, dist };
    }
  return best?.ev ?? (/\bfiled\b/i.test(sentence) ? 'usFiling' : null);
}

/** Where a date datesIn found stands in the sentence (ISO, or written with the month name). */
function dateIndex(sentence: string, iso: string): number {
  const i = sentence.indexOf(iso);
  if (i >= 0) return i;
  const [y, , d] = iso.split('-').map(Number);
  const m = new RegExp(
    `\\b(${d}\\s+[A-Za-z]{3,9}\\.?,?\\s+${y}|[A-Za-z]{3,9}\\.?\\s+${d},?\\s+${y})\\b`,
  ).exec(sentence);
  return m?.index ?? 0;
}

/**
 * Reads a scenario: the sentences about the invention (searched), the questions it asks (countries, disclosures,
 * budget, timing, design), the dates it gives with their events, the countries and the budget it names.
 */
export function parseScenario(scenario: string): ParsedScenario {
  const all = sentences(scenario.replace(/\n+/g, '. ').replace(/\.\s*\./g, '.'));
  const technical: string[] = [];
  const questions: ScenarioQuestion[] = [];
  const dates: ParsedScenario['dates'] = {};
  for (const s of all) {
    const topics = TOPIC.filter(([, re]) => re.test(s)).map(([t]) => t);
    const ds = datesIn(s);
    for (const d of ds) {
      const at = dateIndex(s, d);
      const ev = eventAt(s, at);
      if (ev && !dates[ev]) dates[ev] = d;
    }
    for (const t of topics) if (!questions.some((q) => q.topic === t)) questions.push({ topic: t, text: s });
    // A question outside those topics ("Will I get a patent?", "Who would buy it?") is still a question.
    if (!topics.length && /\?\s*$/.test(s)) questions.push({ topic: 'other', text: s });
    // The invention is described by sentences that are not about dates, money, countries or procedure.
    const procedural = topics.some((t) => t !== 'design') || ds.length > 0 || /\?\s*$/.test(s);
    if (!procedural) technical.push(s);
  }
  const countries = [
    ...new Set(
      [...scenario.matchAll(COUNTRY)]
        .map((m) => m[1])
        // 'US' only when written in capitals (the pronoun 'us' is no country).
        .filter((c) => c.toLowerCase() !== 'us' || c === 'US')
        .map((c) => CANON[c.toLowerCase()] ?? c[0].toUpperCase() + c.slice(1).toLowerCase()),
    ),
  ];
  const budget =
    /(?:[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|thousand|million)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:k|m|thousand|million)?\s?(?:usd|eur|gbp|dollars|euros)\b)/i.exec(
      scenario,
    )?.[0] ?? null;
  return {
    technical: (technical.length ? technical : all).join(' '),
    questions,
    dates,
    kind: questions.some((q) => q.topic === 'design') ? 'design' : 'utility',
    countries,
    budget,
  };
}
