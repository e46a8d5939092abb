import { assigneeKey, displayName, mainGroup, type LandscapeFact } from '@patent-hub/contracts';
import { chartPriorArt, RELEVANCE_FLOOR, type ChartedClaimSplit } from '../engine/prior-art-chart.js';
import { sentences, terms } from '../engine/text.js';
import { subjectTerms } from '../engine/claim-chart.js';
import type { CorpusSearch, PatentForAnalysis, PriorArtCandidate } from '../engine/types.js';

/** Similar patents asked for; those above the relevance floor form the landscape (issue 26, not a fixed 500). */
export const LANDSCAPE_CANDIDATES = 100;

export { assigneeKey, displayName, mainGroup };

export interface RelevantPatent extends PriorArtCandidate {
  relevance: number;
  assignee: string | null;
  filingDate: string | null;
}

export interface Landscape {
  /** The relevant set: similar patents whose relevance reaches the floor. */
  patents: RelevantPatent[];
  candidates: number;
  relevanceFloor: number;
  /** Earliest and latest filing (else grant) date of the set. */
  dateRange: { from: string; to: string } | null;
  topAssignees: { name: string; count: number; variants: string[] }[];
  topCpcGroups: { group: string; count: number }[];
  filingsByYear: { year: number; count: number }[];
  /** Patents of the set without an assignee in the record. */
  unassigned: number;
  /** The most relevant candidate under the floor (what "nothing relevant" was measured on). */
  nearestBelow: { patentNumber: string; title: string; relevance: number } | null;
  /** The scenario's most informative terms (what was searched). */
  searched: string[];
}

export interface LandscapeSource extends CorpusSearch {
  landscapeFacts(numbers: string[]): Promise<LandscapeFact[]>;
}

/**
 * The landscape of a scenario (issue 26): the similar patents to its technical sentences, charted sentence by
 * sentence as the prior-art search charts a patent without claims (title and abstract passages, corpus IDF), kept
 * when their relevance reaches the prior-art floor; then assignees (normalised), CPC main groups and filings per year
 * of that set only.
 */
export async function buildLandscape(
  source: LandscapeSource,
  technical: string,
  opts: { candidates?: number; floor?: number; top?: number } = {},
): Promise<Landscape> {
  const { candidates: want = LANDSCAPE_CANDIDATES, floor = RELEVANCE_FLOOR, top = 8 } = opts;
  const found = await source.similar({ text: technical, limit: want, timeoutMs: 15_000 });
  const scenarioTerms = [...new Set(terms(technical))].slice(0, 5000);
  const counts = source.corpusCounts
    ? await source.corpusCounts({ terms: scenarioTerms }).catch(() => null)
    : null;
  const pseudo = scenarioPatent(technical);
  const claims = scenarioElements(technical);
  const charted = chartPriorArt(pseudo, found, new Map(), counts, { limit: want, floor, claims });
  const relevance = new Map(charted.shown.map((r) => [r.candidate.patentNumber, r.relevance]));
  const facts = relevance.size ? await source.landscapeFacts([...relevance.keys()]) : [];
  const factOf = new Map(facts.map((f) => [f.patentNumber, f]));
  const patents: RelevantPatent[] = charted.shown.map((r) => {
    const f = factOf.get(r.candidate.patentNumber);
    return {
      ...r.candidate,
      relevance: r.relevance,
      assignee: f?.assignee?.trim() || null,
      filingDate: f?.filingDate ?? null,
      date: f?.date ?? r.candidate.date,
      cpc: f?.cpc.length ? f.cpc : r.candidate.cpc,
    };
  });
  const below =
    charted.search.candidates > charted.shown.length
      ? nearestUnder(pseudo, found, counts, floor, claims)
      : null;
  return {
    ...summarise(patents, found.length, floor, top),
    nearestBelow: below,
    searched: keyTerms(technical, counts?.idf),
  };
}

/** A scenario as the prior-art chart reads a patent: its text as the abstract, every dated candidate before it. */
export function scenarioPatent(technical: string): PatentForAnalysis {
  return {
    number: 'scenario',
    title: '',
    abstract: technical,
    description: '',
    claims: [],
    earliestDate: null,
    familyNumbers: [],
    cpc: [],
    // Every dated candidate counts (a scenario has no filing date to search before).
    cutoff: { date: '9999-12-31', exact: false, basis: 'scenario' },
  };
}

// Where a scenario's sentence turns to another feature: a comma or semicolon, or a relative or "with" clause.
const CLAUSE_BREAK = /[,;:]\s+|\s+(?=(?:with|which|that|wherein|whereby|where|while|so that)\s)/i;
/** A clause this short (in subject terms) is read with the one before it. */
const MIN_CLAUSE_TERMS = 3;

/**
 * A scenario charted as a claim is: one element per feature. A scenario's sentence often names several features
 * ("a sensor fitted to the valve, with a cell driving the transmitter that sends the pressure"); charted whole, no
 * single passage of a reference holds most of it, and a patent that describes every feature, one per sentence,
 * would not count as disclosing any. Each sentence is cut at its clauses; a clause of fewer than MIN_CLAUSE_TERMS
 * subject terms stays with the one before it.
 */
export function scenarioElements(technical: string): ChartedClaimSplit[] {
  const elements: string[] = [];
  for (const sentence of sentences(technical)) {
    const own: string[] = [];
    for (const clause of sentence.split(CLAUSE_BREAK).map((c) => c.trim())) {
      if (!clause) continue;
      if (own.length && subjectTerms(clause).length < MIN_CLAUSE_TERMS) own[own.length - 1] += ` ${clause}`;
      else own.push(clause);
    }
    // A first clause too short to stand alone joins the next one.
    if (own.length > 1 && subjectTerms(own[0]).length < MIN_CLAUSE_TERMS)
      own.splice(0, 2, `${own[0]} ${own[1]}`);
    elements.push(...own);
  }
  return elements.length
    ? [{ claim: 0, preamble: '', elements: elements.map((text) => ({ text, kind: 'element' as const })) }]
    : [];
}

/** The best-covering candidate under the floor. */
function nearestUnder(
  pseudo: PatentForAnalysis,
  found: PriorArtCandidate[],
  counts: Parameters<typeof chartPriorArt>[3],
  floor: number,
  claims: ChartedClaimSplit[],
): Landscape['nearestBelow'] {
  const all = chartPriorArt(pseudo, found, new Map(), counts, {
    limit: found.length,
    floor: 0,
    claims,
  }).shown;
  const b = all.find((r) => r.relevance < floor);
  return b
    ? { patentNumber: b.candidate.patentNumber, title: b.candidate.title, relevance: b.relevance }
    : null;
}

/** The scenario's rarest words in the corpus (as written, not stemmed), at most five. */
function keyTerms(text: string, idf: Record<string, number> | undefined): string[] {
  const words = [...new Set(text.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? [])];
  const score = (w: string) => idf?.[terms(w)[0] ?? ''] ?? 0;
  return words
    .filter((w) => terms(w).length > 0)
    .sort((a, b) => score(b) - score(a))
    .slice(0, 5);
}

/** The figures of a relevant set: every name and count comes from the set itself. */
export function summarise(
  patents: RelevantPatent[],
  candidates: number,
  floor: number,
  top = 8,
): Omit<Landscape, 'nearestBelow' | 'searched'> {
  const byKey = new Map<string, { count: number; variants: Map<string, number> }>();
  let unassigned = 0;
  for (const p of patents) {
    // A record may hold several assignees separated by ';' or '|': each counts once for the patent.
    const names = (p.assignee ?? '')
      .split(/\s*[;|]\s*/)
      .map((n) => n.trim())
      .filter(Boolean);
    if (!names.length) unassigned++;
    const seen = new Set<string>();
    for (const n of names) {
      const key = assigneeKey(n);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const e = byKey.get(key) ?? { count: 0, variants: new Map() };
      e.count++;
      e.variants.set(n, (e.variants.get(n) ?? 0) + 1);
      byKey.set(key, e);
    }
  }
  const topAssignees = [...byKey.values()]
    .map((e) => {
      const variants = [...e.variants.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      return { name: displayName(variants[0][0]), count: e.count, variants: variants.map((v) => v[0]) };
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, top);
  const groups = new Map<string, number>();
  for (const p of patents)
    for (const g of new Set(p.cpc.map(mainGroup).filter((x): x is string => !!x)))
      groups.set(g, (groups.get(g) ?? 0) + 1);
  const topCpcGroups = [...groups]
    .map(([group, count]) => ({ group, count }))
    .sort((a, b) => b.count - a.count || a.group.localeCompare(b.group))
    .slice(0, top);
  const years = new Map<number, number>();
  const days: string[] = [];
  for (const p of patents) {
    const d = p.filingDate ?? p.date;
    if (!d) continue;
    days.push(d);
    const y = Number(d.slice(0, 4));
    years.set(y, (years.get(y) ?? 0) + 1);
  }
  days.sort();
  return {
    patents,
    candidates,
    relevanceFloor: floor,
    dateRange: days.length ? { from: days[0], to: days[days.length - 1] } : null,
    topAssignees,
    topCpcGroups,
    filingsByYear: [...years].map(([year, count]) => ({ year, count })).sort((a, b) => a.year - b.year),
    unassigned,
  };
}
