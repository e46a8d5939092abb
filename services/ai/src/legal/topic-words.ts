import { stem } from './stems.js';
import type { Topic, TopicRouter } from './topic-types.js';

/** A text's analysed terms: `question` reads it as a question (with the texts' words for its lay words). */
export type Terms = (text: string, question?: boolean) => string[];

/**
 * Routing by a question's content words when no topic's recognisers match it (issue 25, plain wording): each topic is
 * known by the words of its recognisers (what users were seen to say of it) and of the sentences it leads with (what
 * the texts say of it); a question whose content words, read with the texts' words for its lay words, fall mostly
 * within one topic's words, clearly more than within any other's, is on that topic. A topic is thus reached by any
 * wording that shares its subject's words, not only by the phrases its recognisers spell out.
 */

/**
 * The literal words of a pattern's source: what it matches, without the words of its negative lookarounds (they
 * exclude), its escapes, classes and quantifiers.
 */
export function patternWords(source: string): string {
  let out = '';
  const negated: boolean[] = [];
  const skipping = () => negated.includes(true);
  for (let i = 0; i < source.length;) {
    const c = source[i];
    if (c === '\\') {
      out += ' ';
      i += 2;
    } else if (c === '(') {
      const prefix = /^\((?:\?<?[=!:])?/.exec(source.slice(i))![0];
      negated.push(prefix.endsWith('!'));
      out += ' ';
      i += prefix.length;
    } else if (c === ')') {
      negated.pop();
      out += ' ';
      i++;
    } else if (c === '[') {
      // A character class: skipped to its closing bracket.
      let j = i + 1;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      out += ' ';
      i = j + 1;
    } else if (c === '{') {
      const j = source.indexOf('}', i);
      out += ' ';
      i = j < 0 ? source.length : j + 1;
    } else {
      out += /[A-Za-z' -]/.test(c) && !skipping() ? c : ' ';
      i++;
    }
  }
  return out;
}

/** Question words and fillers: they say what is asked or nothing, never what about. */
const FILLER_WORDS = [
  'patent',
  'patents',
  'invention',
  'application',
  'applications',
  'get',
  'do',
  'does',
  'can',
  'could',
  'would',
  'should',
  'what',
  'how',
  'when',
  'who',
  'which',
  'still',
  'just',
  'really',
  'actually',
  'someone',
  'somebody',
  'thing',
  'stuff',
  'something',
  'anything',
  'way',
  'happen',
  'happens',
  'mean',
  'means',
  'need',
  'want',
  'know',
  'like',
  'going',
  'take',
  'make',
  'made',
  'the',
  'and',
  'for',
  'our',
  'my',
  'your',
];
const termsOf = (terms: Terms, text: string) =>
  [...new Set(terms(text).map(stem))].filter((t) => t.length > 2);

/** A topic's words: of its recognisers (the patterns, not the functions reading a question's roles) and its leads. */
function topicWords(terms: Terms, t: Topic): Set<string> {
  const patterns = t.all.filter((a): a is RegExp => a instanceof RegExp).map((r) => patternWords(r.source));
  const leads = [t.lead ?? [], t.defines ?? []].flat().map((l) => patternWords(l.holds.source));
  // What the topic tells a user in plain words (its effect, its answers): the words a plain question shares with it.
  const plain = [t.effect ?? '', ...(t.answers ?? []).map((a) => (typeof a.says === 'string' ? a.says : ''))];
  return new Set(termsOf(terms, [...patterns, ...leads, ...plain, t.id.replace(/-/g, ' ')].join(' ')));
}

/** The share of a question's weight one topic must hold, and how far ahead of the next topic it must be. */
export const TOPIC_WORDS_SHARE = 0.6;
export const TOPIC_WORDS_MARGIN = 1.25;

export class TopicWords implements TopicRouter {
  private readonly words: Set<string>[];
  private readonly filler: Set<string>;
  /** How rare a word is among the topics (a word of many topics says little of which). */
  private readonly weight = new Map<string, number>();
  private readonly rarest: number;

  constructor(
    private readonly topics: Topic[],
    private readonly terms: Terms,
  ) {
    this.words = topics.map((t) => topicWords(terms, t));
    this.filler = new Set(FILLER_WORDS.flatMap((w) => terms(w).map(stem)));
    const df = new Map<string, number>();
    for (const w of this.words) for (const t of w) df.set(t, (df.get(t) ?? 0) + 1);
    const n = topics.length;
    for (const [t, k] of df) this.weight.set(t, Math.log(1 + n / k));
    this.rarest = Math.log(1 + n);
  }

  /** The question's content terms, each with its weight (a term no topic holds weighs as the rarest). */
  private asked(question: string): [string, number][] {
    return [...new Set(this.terms(question, true).map(stem))]
      .filter((t) => t.length > 2)
      .filter((t) => !this.filler.has(t))
      .map((t) => [t, this.weight.get(t) ?? this.rarest]);
  }

  /** Each topic's share of the question's weight, best first. */
  ranked(question: string, allowed: (t: Topic) => boolean = () => true): { topic: Topic; share: number }[] {
    const asked = this.asked(question);
    const total = asked.reduce((s, [, w]) => s + w, 0);
    if (!total) return [];
    return this.topics
      .map((topic, i) => ({
        topic,
        share: asked.filter(([t]) => this.words[i].has(t)).reduce((s, [, w]) => s + w, 0) / total,
        allowed: allowed(topic),
      }))
      .filter((x) => x.allowed && x.share > 0)
      .sort((a, b) => b.share - a.share)
      .map(({ topic, share }) => ({ topic, share }));
  }

  /** The topic a question's words are on, when one holds most of them and clearly more than any other. */
  best(question: string, allowed: (t: Topic) => boolean = () => true): Topic | undefined {
    const [first, second] = this.ranked(question, allowed);
    if (!first || first.share < TOPIC_WORDS_SHARE) return undefined;
    return !second || first.share >= TOPIC_WORDS_MARGIN * second.share ? first.topic : undefined;
  }
}
