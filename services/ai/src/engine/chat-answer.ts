import type { PriorArtCandidate } from './types.js';
import { cutWords, sentences } from './text.js';

const GUIDANCE: [RegExp, string][] = [
  [
    /\bclaim/i,
    'For claim drafting: start with one broad independent claim listing only the essential elements, introduce each element with "a/an" before referring to it as "the", and add dependent claims for fall-back features, each referring to an earlier claim.',
  ],
  [
    /prior art|novel|search/i,
    'For prior art: compare each element of your main claim with the closest documents; an element none of them discloses is where novelty can be argued.',
  ],
  [
    /strateg|portfolio|competit|licens/i,
    "For strategy: look at who files in this area and how filings trend per year; file early, and consider continuations to cover competitors' variants.",
  ],
];

/** A grounded local answer, produced piece by piece so it can be streamed as it is built. */
export function* localAnswer(question: string, sources: PriorArtCandidate[]): Generator<string> {
  yield 'Local engine (corpus retrieval and rules, no language model). ';
  if (sources.length === 0) {
    yield 'I found no patents in the corpus that match your question. Try naming the technology with more specific terms.';
  } else {
    yield `The patents in the corpus most relevant to your question are:\n\n`;
    for (const s of sources) {
      const gist = cutWords(sentences(s.abstract)[0] ?? s.abstract, 35);
      yield `- **US${s.patentNumber}** — ${s.title}${s.date ? ` (${s.date.slice(0, 4)})` : ''}: ${gist}\n`;
    }
  }
  const tips = GUIDANCE.filter(([re]) => re.test(question)).map(([, tip]) => tip);
  if (tips.length > 0) yield `\n${tips.join('\n\n')}\n`;
  yield '\nThis is not legal advice.';
}
