// The labelled element/passage pairs that calibrate the chart labels (issue 23): which claim element of which XML
// grant, which passage of which reference (by where it is), and whether the passage describes the element. The
// texts are read at run time from ../shared/data; bench/chart-labels.json holds numbers, indexes and labels only.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DISCLOSED_MATCHED_TERMS,
  DISTINCTIVE_IDF,
  passagesOf,
  poolIdf,
  termEvidence,
  type Passage,
  type TermWeights,
} from '../src/engine/claim-chart.js';
import { judgePair } from '../src/engine/chart-evidence.js';
import { cosineSimilarity, type Embedder } from '../src/engine/embeddings.js';
import type { ClaimElement } from '../src/engine/claim-elements.js';
import { chartableClaims } from '../src/engine/prior-art-chart.js';
import { terms } from '../src/engine/text.js';
import { patentDataDir, readGrantSlice, type XmlGrant } from '../test/support/uspto-xml-reader.js';

export interface LabelledPair {
  /** The grant whose claim element is charted, its independent claim and the element's index (0-based). */
  patent: string;
  claim: number;
  element: number;
  /** The reference and the passage's location as passagesOf() names it; `self` = the grant's own description. */
  reference: string;
  where: string;
  /** 1: the passage describes the element; 0: it does not (shared words or not). */
  label: 0 | 1;
}

export const LABELS_FILE = fileURLToPath(new URL('./chart-labels.json', import.meta.url));

export function loadGrants(): XmlGrant[] {
  const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .flatMap((f) => readGrantSlice(path.join(dir, f), 'product'))
    .filter((g) => g.applType === 'utility' && g.claims.length > 0);
}

/** A reference's passages as the chart cuts them; a grant's own passages leave out its claims (they would be trivial). */
export function referencePassages(g: XmlGrant, self: boolean): Passage[] {
  return passagesOf({
    title: self ? '' : g.title,
    abstract: g.abstract,
    claims: self ? [] : g.claims.map((c) => c.text),
    description: g.description,
  });
}

/** Term weights over the XML grants' full texts (the calibration's stand-in for the corpus IDF). */
export function grantWeights(grants: XmlGrant[]): TermWeights {
  const idf = poolIdf(
    grants.map(
      (g) => new Set(terms([g.title, g.abstract, ...g.claims.map((c) => c.text), g.description].join(' '))),
    ),
  );
  return { idf, distinctive: (t) => idf(t) >= DISTINCTIVE_IDF };
}

export interface ResolvedPair extends LabelledPair {
  elementText: ClaimElement;
  passage: Passage;
}

/**
 * Title and abstract of references outside the XML grants (the abstract-only references of a review's charts), from
 * the abstract corpora of ../shared/data: `number` → passages as the chart cuts a card.
 */
function abstractPassages(numbers: Set<string>): Map<string, Passage[]> {
  const out = new Map<string, Passage[]>();
  if (numbers.size === 0) return out;
  const files = [
    'derived/us_patents_title_abstract.jsonl',
    'corpora/datasciencecampus__pygrams/USPTO-random-10000.jsonl',
  ];
  for (const f of files)
    for (const line of readFileSync(path.join(patentDataDir(), f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as {
        patent_number?: string;
        patent_id?: string;
        title?: string;
        abstract?: string;
      };
      const n = r.patent_number ?? /^US0*(\d+)/.exec(r.patent_id ?? '')?.[1] ?? '';
      if (numbers.has(n) && !out.has(n))
        out.set(
          n,
          passagesOf({ title: r.title ?? '', abstract: r.abstract ?? '', claims: [], description: '' }),
        );
    }
  return out;
}

/** The texts of each pair, read from the data; throws when a pair no longer resolves (data or splitter changed). */
export function resolvePairs(pairs: LabelledPair[], grants: XmlGrant[]): ResolvedPair[] {
  const byNumber = new Map(grants.map((g) => [g.number, g]));
  const cards = abstractPassages(
    new Set(pairs.map((p) => p.reference).filter((r) => r !== 'self' && !byNumber.has(r))),
  );
  return pairs.map((p) => {
    const g = byNumber.get(p.patent);
    const ref = byNumber.get(p.reference === 'self' ? p.patent : p.reference);
    const e = g && chartableClaims(g).find((c) => c.claim === p.claim)?.elements[p.element];
    const passage = (ref ? referencePassages(ref, p.reference === 'self') : cards.get(p.reference))?.find(
      (x) => x.where === p.where,
    );
    if (!e || !passage) throw new Error(`labelled pair does not resolve: ${JSON.stringify(p)}`);
    return { ...p, elementText: e, passage };
  });
}

export const readLabels = (): LabelledPair[] =>
  JSON.parse(readFileSync(LABELS_FILE, 'utf8')) as LabelledPair[];

/**
 * Each pair's signals: the term evidence (at any threshold) and, with an embedder, the cosine of the sentence
 * embeddings (NaN without one; the shipped rule does not read it, the calibration reports what it would add).
 */
export async function pairSignals(pairs: ResolvedPair[], weights: TermWeights, embedder: Embedder | null) {
  const vectors = embedder
    ? await embedder.embed(
        pairs.flatMap((p) => [
          { key: 'claim element', text: p.elementText.text },
          { key: p.reference, text: p.passage.text },
        ]),
      )
    : [];
  if (!vectors) throw new Error('the embedding model did not load');
  return pairs.map((p, i) => {
    const ev = termEvidence(p.elementText, [p.passage], weights)[0];
    const matched = ev ? ev.want.filter((t) => p.passage.terms.has(t) && weights.distinctive(t)).length : 0;
    const needed = ev ? Math.min(DISCLOSED_MATCHED_TERMS, ev.want.filter(weights.distinctive).length) : 1;
    return {
      label: p.label,
      term: ev?.score ?? 0,
      termMatchAt: (threshold: number) =>
        !!ev && ev.score >= threshold && needed > 0 && matched >= needed && ev.qualified,
      /** Distinctive terms in common. */
      matched,
      /** The label the charts give this pair. */
      chartLabel: judgePair(ev),
      semantic: embedder ? cosineSimilarity(vectors[2 * i], vectors[2 * i + 1]) : NaN,
    };
  });
}
