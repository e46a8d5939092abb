/**
 * Summary bench (issue 23, item 6): the local engine's extractive summary of every full-text grant under
 * ../shared/data/uspto-xml, as the analysis builds it (independent claims passed, claim 1 first), read for what an
 * attorney objected to. The checks here are written apart from the engine's own rules, on plain words:
 * - names the claimed subject: the head noun of claim 1's preamble among the first sentence's first 15 words;
 * - category disagreeing: the kind words (method/process, composition …, apparatus/device/system …) of the first
 *   sentence's first 15 words name kinds, none claim 1's (a medium claim's program performs a method: method agrees);
 * - un-introduced opener: a later sentence opening "The X …"/"Said X …" whose phrase appears nowhere before it (title
 *   or earlier summary sentences);
 * - invisible characters: in the summary, the claims or the description (what the chart passages quote).
 * `--list` prints every summary with claim 1's opening, for reading.
 *
 *   npm run bench:summaries [-- --list]
 */
import os from 'node:os';
import { categoryOf, subjectOf } from '../src/drafting/claim-structure.js';
import { parseClaims } from '../src/engine/claims-parser.js';
import { summarySentences } from '../src/engine/summary.js';
import { patentDataDir } from '../test/support/uspto-xml-reader.js';
import { loadGrants } from './claims-corpus.js';

const INVISIBLE = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff\ue000-\uf8ff]|(?:^|\s)\p{M}/u;
const KIND_WORDS: [string, RegExp][] = [
  ['method', /^(?:methods?|process(?:es)?|procedures?)$/],
  [
    'composition',
    /^(?:compositions?|formulations?|mixtures?|blends?|compounds?|alloys?|solutions?|emulsions?|polymers?|copolymers?|resins?|salts?)$/,
  ],
  [
    'product',
    /^(?:apparatus|devices?|systems?|assembl(?:y|ies)|machines?|articles?|products?|kits?|tools?|media|medium)$/,
  ],
];
const plain = (w: string) => w.toLowerCase().replace(/[^a-z0-9-]/g, '');
const singular = (w: string) => w.replace(/([^s])s$/, '$1');

function claimOne(text: string) {
  const body = text.replace(/^\s*\d+\s*[.)]\s*/, '');
  const subject = subjectOf(body, 0);
  if (!subject) return null;
  // "A compound selected from …": the noun before the participle.
  const words = subject.chunk.split(' ');
  while (words.length > 1 && /ed$/.test(words.at(-1)!)) words.pop();
  const head = words.at(-1)!;
  const category = categoryOf(subject);
  const kind = category === 'method' ? 'method' : KIND_WORDS[1][1].test(head) ? 'composition' : 'product';
  return { head, kind, medium: category === 'medium' };
}

/** The kinds the first 15 words of a sentence name ("A method and system …": method and product). */
function kindsNamed(sentence: string, head: string, kind: string): Set<string> {
  const out = new Set<string>();
  for (const w of sentence.split(/\s+/).slice(0, 15).map(plain)) {
    if (singular(w) === singular(head)) out.add(kind);
    const found = KIND_WORDS.find(([, re]) => re.test(w));
    if (found) out.add(found[0]);
  }
  return out;
}

const OPENER_END =
  /^(?:is|are|was|were|has|have|had|may|can|could|will|would|shall|should|must|also|then|further|includes?|comprises?|contains?|provides?|allows?|enables?|of|in|on|at|to|for|with|by|from|and|or|which|that|according)$/i;
/** Counts and ordinals: "the first surface" after "four surfaces", "the two contacts" after "pairs of contacts". */
const COUNTING = /^(?:first|second|third|fourth|one|two|three|four|both|each|all)$/i;
function unintroducedOpener(sentence: string, before: string): string | null {
  const m = /^(?:The|Said)\s+(.*)$/.exec(sentence);
  if (!m || /^(?:present|presently|invention|inventive|disclosure|same|following)\b/i.test(m[1])) return null;
  const phrase: string[] = [];
  const words = m[1].split(/\s+/);
  for (const raw of words) {
    const w = raw.replace(/[,;:.]+$/, '');
    if (OPENER_END.test(w) || phrase.length >= 4 || (phrase.length > 0 && /[a-z]{3}ed$/.test(w))) break;
    phrase.push(w.toLowerCase());
    if (w !== raw) break;
  }
  const rest = words.slice(phrase.length).join(' ');
  // "The length of a path …" introduces the path; "The device of the present invention …" is the invention's.
  if (/^of (?:an?|one) |^(?:of|according to) the (?:present )?invention/i.test(rest)) return null;
  const wordsOf = (text: string) =>
    text
      .toLowerCase()
      .split(/[\s,.;:()"“”]+/)
      .filter(Boolean)
      .map(singular);
  const named = wordsOf(phrase.filter((w) => !COUNTING.test(w)).join(' '));
  if (named.length === 0) return null;
  const earlier = wordsOf(before).join(' ');
  return earlier.includes(named.join(' ')) ? null : phrase.join(' ');
}

const PART_END =
  /^(?:of|for|to|in|on|at|from|with|by|and|or|that|which|wherein|whereby|having|comprising|including|being|is|are|said|the|a|an)$/i;
/** Two words naming a part where they end a phrase: "a cutting assembly overlying …" → "cutting assembly". */
function partNames(text: string, after: RegExp): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(after)) {
    const phrase: string[] = [];
    for (const raw of text.slice(m.index + m[0].length).split(/\s+/)) {
      const w = raw.replace(/[,;:.]+$/, '').toLowerCase();
      if (PART_END.test(w) || phrase.length >= 4 || /[a-z]{3}ed$/.test(w)) break;
      phrase.push(singular(w));
      if (w !== raw.toLowerCase()) break;
    }
    if (phrase.length >= 2) out.push(phrase.slice(-2).join(' '));
  }
  return out;
}
/** A claimed part ("the cutting assembly", claim 1's "a cutting assembly") no earlier text of the summary names. */
function unintroducedPart(summary: string[], title: string, claim: string): string | null {
  const claimed = new Set(partNames(claim, /\b(?:a|an)\s+/gi));
  for (let i = 0; i < summary.length; i++) {
    const s = summary[i];
    for (const m of s.matchAll(/\b(?:the|said)\s+/gi)) {
      const [part] = partNames(s.slice(m.index), /^(?:the|said)\s+/gi);
      if (!part || !claimed.has(part)) continue;
      const earlier = [title, ...summary.slice(0, i), s.slice(0, m.index)]
        .join(' ')
        .toLowerCase()
        .split(/[\s,.;:()]+/)
        .map(singular)
        .join(' ');
      if (!earlier.includes(part)) return part;
    }
  }
  return null;
}

const list = process.argv.includes('--list');
const t0 = performance.now();
const grants = loadGrants(patentDataDir()).filter(
  (g) => g.description.length > 0 && g.applType === 'utility',
);
const count = { naming: 0, disagreeing: 0, openers: 0, parts: 0, invisible: 0, withSubject: 0 };
for (const g of grants) {
  const claims = parseClaims(g.claims);
  const independents = claims.filter((c) => c.independent).map((c) => c.text);
  const summary = summarySentences(g.title, g.abstract, g.description, 90, independents);
  const c1 = claimOne(g.claims[0].text);
  const first = summary[0] ?? '';
  let misnamed = '';
  if (c1) {
    count.withSubject++;
    if (
      first
        .split(/\s+/)
        .slice(0, 15)
        .map(plain)
        .some((w) => singular(w) === singular(c1.head))
    )
      count.naming++;
    const k = kindsNamed(first, c1.head, c1.kind);
    if (k.size > 0 && !k.has(c1.kind) && !(c1.medium && k.has('method'))) {
      count.disagreeing++;
      misnamed = `${[...k].join(', ')} for claim 1's ${c1.kind}`;
    }
  }
  const opener = summary
    .map((s, i) => (i === 0 ? null : unintroducedOpener(s, [g.title, ...summary.slice(0, i)].join(' '))))
    .find((x) => x !== null);
  if (opener) count.openers++;
  const part = unintroducedPart(summary, g.title, g.claims[0].text);
  if (part) count.parts++;
  const text = [summary.join(' '), ...g.claims.map((c) => c.text), g.description].join('\n');
  if (INVISIBLE.test(text)) count.invisible++;
  if (list)
    console.log(
      `\nUS${g.number} ${g.title}\n  claim 1: ${g.claims[0].text.slice(0, 110).replace(/\n/g, ' ')}\n${summary
        .map((s) => `  - ${s}`)
        .join(
          '\n',
        )}${opener ? `\n  [opener not introduced: "${opener}"]` : ''}${part ? `\n  [claimed part not introduced: "${part}"]` : ''}${misnamed ? `\n  [kind: ${misnamed}]` : ''}`,
    );
}
const seconds = ((performance.now() - t0) / 1000).toFixed(1);
console.log(`
Summary bench · ${new Date().toISOString().slice(0, 10)} · ${os.platform()} ${os.arch()} (${os.cpus().length} cores), Node ${process.version} · ${seconds} s
| figure | value |
|---|---:|
| full-text utility grants | ${grants.length} |
| first sentence names claim 1's subject (head noun in its first 15 words) | ${count.naming} of ${count.withSubject} |
| first sentence names a kind disagreeing with claim 1 | ${count.disagreeing} of ${count.withSubject} |
| summaries with a later sentence opening on "The X" not introduced before it | ${count.openers} |
| summaries naming a part of claim 1 as "the X Y" before any sentence introduces it | ${count.parts} |
| grants with invisible characters in summary, claims or description | ${count.invisible} |
`);
