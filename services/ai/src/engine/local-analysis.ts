import type { PriorArtItem } from '@patent-hub/contracts';
import { parseClaims, splitElements, type ParsedClaim } from './claims-parser.js';
import { TextIndex } from './bm25.js';
import { mapElements } from './element-mapping.js';
import { describeRanking } from './semantic-rerank.js';
import { extractiveSummary } from './summary.js';
import type { PatentForAnalysis, PriorArtCandidate } from './types.js';
import { words } from './text.js';

export interface AnalysisDraft {
  summary: string;
  keyClaims: { number: number; text: string; independent: boolean; dependsOn: number[] }[];
  priorArt: PriorArtItem[];
  noveltyScore: number;
  technicalMerit: number;
  commercialPotential: number;
  scoreReasons: { noveltyScore: string; technicalMerit: string; commercialPotential: string };
  recommendations: string[];
  priorArtCutoff: string | null;
}

const clamp = (n: number) => Math.max(1, Math.min(10, Math.round(n * 10) / 10));

export function claimElements(c: ParsedClaim): string[] {
  if (c.elements.length > 0) return c.elements;
  return splitElements(c.preamble.replace(/,\s+/g, ';')).slice(0, 8);
}

/** The local engine's analysis: parsing, element-to-passage mapping, extractive summary, rule-based scores. */
export function buildLocalAnalysis(
  patent: PatentForAnalysis,
  candidates: PriorArtCandidate[],
  maxPriorArt = 5,
): AnalysisDraft {
  const claims = parseClaims(patent.claims);
  const independents = claims.filter((c) => c.independent);
  const keyClaims = [...independents, ...claims.filter((c) => !c.independent).slice(0, 3)].map((c) => ({
    number: c.number,
    text: c.text,
    independent: c.independent,
    dependsOn: c.dependsOn,
  }));
  const corpus = new TextIndex(
    [patent, ...candidates].map((d, i) => ({ id: String(i), text: `${d.title} ${d.abstract}` })),
  );
  const idf = (t: string) => corpus.idf(t);
  const claimEls = independents.map((c) => ({ claim: c.number, elements: claimElements(c) }));

  const priorArt: PriorArtItem[] = candidates
    .map((cand) => {
      const docText = `${cand.title}. ${cand.abstract}`;
      const mappings = claimEls.flatMap(({ claim, elements }) =>
        mapElements(elements, docText, idf).map((m) => ({ claim, ...m })),
      );
      const claim1 = mappings.filter((m) => m.claim === (claimEls[0]?.claim ?? 1));
      const coverage = claim1.length ? claim1.reduce((s, m) => s + m.score, 0) / claim1.length : 0;
      const missing = claim1.filter((m) => !m.disclosed).map((m) => m.element);
      const difference =
        claim1.length === 0
          ? 'No independent claim elements to compare.'
          : missing.length === 0
            ? `Discloses every element of claim ${claim1[0].claim} at the term level; compare the full text before relying on novelty.`
            : `Does not disclose ${missing.length} of ${claim1.length} elements of claim ${claim1[0].claim}: ${missing.map((e) => `"${cutPhrase(e)}"`).join('; ')}.`;
      return {
        patent: cand.patentNumber,
        title: cand.title,
        date: cand.date,
        similarity: Math.round(coverage * 100),
        difference,
        missingElements: missing,
        mappings,
      };
    })
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, maxPriorArt);

  const scores = scoreAnalysis(patent, claims, priorArt);
  if (candidates.length > 0) scores.scoreReasons.noveltyScore += ` ${describeRanking(candidates[0].ranking)}`;
  return {
    summary: extractiveSummary(patent.title, patent.abstract, patent.description),
    keyClaims,
    priorArt,
    ...scores,
    recommendations: recommend(claims, priorArt),
    priorArtCutoff: patent.earliestDate,
  };
}

function cutPhrase(e: string): string {
  const w = words(e);
  return w.length > 12 ? `${w.slice(0, 12).join(' ')}…` : e;
}

function scoreAnalysis(patent: PatentForAnalysis, claims: ParsedClaim[], priorArt: PriorArtItem[]) {
  const closest = priorArt[0];
  const novelty = closest ? clamp(10 - closest.similarity / 10 + 0.5) : 8;
  const noveltyReason = closest
    ? `Closest earlier reference US${closest.patent} matches ${closest.similarity}% of claim elements (term-level); ${closest.missingElements.length} element(s) not found in it.`
    : 'No earlier document in the corpus matched the claims; novelty is unconfirmed beyond this corpus.';
  const independents = claims.filter((c) => c.independent);
  const els =
    independents.reduce((s, c) => s + claimElements(c).length, 0) / Math.max(1, independents.length);
  const descWords = words(patent.description).length;
  const merit = clamp(
    3 +
      Math.min(3, els / 2) +
      Math.min(2, claims.length / 10) +
      (descWords > 3000 ? 2 : descWords > 800 ? 1 : 0),
  );
  const meritReason = `${claims.length} claims (${independents.length} independent, ~${Math.round(els)} elements each) and a ${descWords}-word description.`;
  const claim1Words = independents[0] ? words(independents[0].text).length : 0;
  const breadth = claim1Words === 0 ? 0 : claim1Words < 120 ? 3 : claim1Words < 250 ? 2 : 1;
  const recent = priorArt.filter(
    (p) =>
      p.date &&
      patent.earliestDate &&
      Number(p.date.slice(0, 4)) >= Number(patent.earliestDate.slice(0, 4)) - 5,
  ).length;
  const commercial = clamp(3 + breadth + Math.min(2, independents.length) + Math.min(2, recent / 2));
  const commercialReason = `Claim 1 has ${claim1Words} words (${breadth >= 3 ? 'broad' : breadth === 2 ? 'moderate' : 'narrow'} scope), ${independents.length} independent claim(s), ${recent} related filing(s) in the 5 years before it.`;
  return {
    noveltyScore: novelty,
    technicalMerit: merit,
    commercialPotential: commercial,
    scoreReasons: {
      noveltyScore: noveltyReason,
      technicalMerit: meritReason,
      commercialPotential: commercialReason,
    },
  };
}

function recommend(claims: ParsedClaim[], priorArt: PriorArtItem[]): string[] {
  const out: string[] = [];
  const close = priorArt.filter((p) => p.similarity > 70);
  if (close.length > 0)
    out.push(
      `Review US${close.map((p) => p.patent).join(', US')} closely: they match most elements of the main claim.`,
    );
  const gap = priorArt[0]?.missingElements[0];
  if (gap)
    out.push(
      `Build the novelty argument around the element "${cutPhrase(gap)}", which the closest reference does not disclose.`,
    );
  const indep = claims.filter((c) => c.independent);
  if (indep.length === 1)
    out.push('Consider an additional independent claim in another category (method, system or medium).');
  if (indep[0] && words(indep[0].text).length > 200)
    out.push('Claim 1 is long; a shorter independent claim would give broader protection.');
  if (claims.length < 10) out.push('Add dependent claims as fall-back positions for the key features.');
  if (priorArt.length === 0)
    out.push('No earlier art found in this corpus; run a professional search before filing decisions.');
  out.push('This analysis is machine-generated and not legal advice; have a patent professional confirm it.');
  return out;
}
