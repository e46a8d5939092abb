/**
 * Claim-checker bench (issue 24): precision on every issued claim of the full-text grants in
 * ../shared/data/uspto-xml, recall on seeded defects built from those claims, both taggers side by side.
 * Exits non-zero when a target is missed. `--list` prints every kept finding with its verdict for reading.
 *
 *   npm run bench:claims [-- --list]
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { patentDataDir } from '../test/support/uspto-xml-reader.js';
import { checkAbstract } from '../src/drafting/abstract-checker.js';
import { checkClaimSet } from '../src/drafting/claim-checker.js';
import type { TaggerName } from '../src/drafting/claim-nlp.js';
import { loadGrants } from './claims-corpus.js';
import { buildMutations } from './claims-mutations.js';
import { OF_PART_ADDED_KIND, OF_PART_KIND } from './claims-mutations-of-part.js';
import { compareBench } from './claims-compare.js';
import { conflictBench } from './claims-conflicts.js';
import { generationAll, generationBench, generationSample, REVIEWED } from './claims-generation.js';
import { formatHeldOutClaims, heldOutClaimsBench } from './claims-heldout.bench-part.js';

const TARGET_FALSE_PER_100 = 1;
const TARGET_RECALL = 0.95;
const MIN_MUTATIONS = 300;
const MIN_DRAFTED = 18;

interface Verdict {
  patent: string;
  claim: number;
  code: string;
  span: string;
  verdict: 'true' | 'false';
  note: string;
}
const judged: Verdict[] = JSON.parse(
  readFileSync(new URL('./claims-judged.json', import.meta.url), 'utf8'),
) as Verdict[];
const verdictKey = (v: { patent: string; claim: number; code: string; span: string }) =>
  `${v.patent}:${v.claim}:${v.code}:${v.span.toLowerCase()}`;
const verdicts = new Map(judged.map((v) => [verdictKey(v), v]));

const list = process.argv.includes('--list');
// Every figure (precision, seeded defects, comparison, held-out sets, drafting) on the claims and descriptions as the
// product reads them ("claim 1, wherein", "d1"), the text the verdicts in claims-judged.json were read on (issue 24).
const grants = loadGrants(patentDataDir());
// Relative terms are info findings: their seeded defects are reported apart, not in the recall target.
// So is "the A of the B" with A introduced nowhere (issue 24): a note, its seeded defects reported on their own line.
const INFO_KINDS = new Set(['relative term', OF_PART_KIND, OF_PART_ADDED_KIND]);
const allMutations = buildMutations(grants);
const mutations = allMutations.filter((m) => !INFO_KINDS.has(m.kind));
const infoMutations = allMutations.filter((m) => INFO_KINDS.has(m.kind));
const relativeCount = infoMutations.filter((m) => m.kind === 'relative term').length;
const ofPartCount = infoMutations.filter((m) => m.kind === OF_PART_KIND).length;
const ofPartAddedCount = infoMutations.filter((m) => m.kind === OF_PART_ADDED_KIND).length;

function run(tagger: TaggerName) {
  const t0 = performance.now();
  let claims = 0;
  // RELATIVE_TERM info findings on the issued claims: not counted in precision, but counted and read for noise.
  let relative = 0;
  const relativeClaims = new Set<string>();
  let conjunctive = 0;
  let twoNames = 0;
  type Kept =
    | Verdict
    | { patent: string; claim: number; code: string; span: string; verdict: 'unjudged'; note: string };
  const kept: Kept[] = [];
  const ofPartNotes: Kept[] = [];
  for (const g of grants) {
    const texts = g.claims.map((c) => c.text);
    claims += texts.length;
    for (const f of checkClaimSet(texts, { tagger }).findings) {
      if (f.code === 'RELATIVE_TERM') {
        relative++;
        relativeClaims.add(`${g.number}:${f.claim}`);
      }
      // "The A of the B" notes, read and judged like the kept findings (claims-judged.json), counted apart.
      if (f.message.includes('gives basis to an inherent part')) {
        const span = texts[f.claim - 1]?.slice(f.start, f.end).replace(/\s+/g, ' ') ?? '';
        const id = { patent: g.number, claim: f.claim, code: f.code, span };
        ofPartNotes.push(verdicts.get(verdictKey(id)) ?? { ...id, verdict: 'unjudged', note: f.message });
      }
      // Review notes of issue 24, info, counted apart: "at least one of A, B, and C"; one element, two names.
      if (f.message.includes('may be read conjunctively')) conjunctive++;
      if (f.message.includes('is never introduced by itself')) twoNames++;
      if (f.severity === 'info') continue;
      const span = texts[f.claim - 1]?.slice(f.start, f.end).replace(/\s+/g, ' ') ?? '';
      const id = { patent: g.number, claim: f.claim, code: f.code, span };
      kept.push(verdicts.get(verdictKey(id)) ?? { ...id, verdict: 'unjudged', note: f.message });
    }
  }
  const precisionMs = performance.now() - t0;
  const byKind = new Map<string, { n: number; found: number }>();
  const missed: string[] = [];
  for (const m of mutations) {
    const hit = checkClaimSet(m.claims, { tagger }).findings.some(
      (f) =>
        f.claim === m.expect.claim &&
        f.code === m.expect.code &&
        (!m.expect.notInfo || f.severity !== 'info') &&
        (!m.expect.cites || f.message.includes(m.expect.cites)),
    );
    const k = byKind.get(m.kind) ?? { n: 0, found: 0 };
    k.n++;
    if (hit) k.found++;
    else
      missed.push(
        `${m.kind} ${m.patent} claim ${m.expect.claim}: ${m.claims[m.expect.claim - 1].slice(0, 160)}`,
      );
    byKind.set(m.kind, k);
  }
  const found = [...byKind.values()].reduce((a, k) => a + k.found, 0);
  const infoHits = infoMutations.filter((m) =>
    checkClaimSet(m.claims, { tagger }).findings.some(
      (f) =>
        f.claim === m.expect.claim &&
        f.code === m.expect.code &&
        (!m.expect.cites || f.message.includes(m.expect.cites)),
    ),
  );
  const infoFound = infoHits.filter((m) => m.kind === 'relative term').length;
  const ofPartFound = infoHits.filter((m) => m.kind === OF_PART_KIND).length;
  const ofPartAddedFound = infoHits.filter((m) => m.kind === OF_PART_ADDED_KIND).length;
  for (const m of infoMutations)
    if ((m.kind === OF_PART_KIND || m.kind === OF_PART_ADDED_KIND) && !infoHits.includes(m))
      missed.push(
        `${m.kind} ${m.patent} claim ${m.expect.claim}: ${m.claims[m.expect.claim - 1].slice(0, 160)}`,
      );
  const wrong = kept.filter((k) => k.verdict !== 'true').length;
  return {
    tagger,
    claims,
    kept,
    wrong,
    precisionMs,
    byKind,
    found,
    recall: found / mutations.length,
    missed,
    relative,
    relativeClaims: relativeClaims.size,
    conjunctive,
    twoNames,
    infoFound,
    ofPartFound,
    ofPartAddedFound,
    ofPartNotes,
  };
}

const results = [run('wink'), run('rules')];
const fmt = (x: number, d = 2) => x.toFixed(d);
const pct = (n: number, d: number) => `${n}/${d} = ${fmt((100 * n) / Math.max(1, d), 1)} %`;
console.log(
  `claim-checker bench — ${new Date().toISOString().slice(0, 10)} — ${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}, node ${process.version}`,
);
console.log(
  `grants: ${grants.length}, issued claims: ${results[0].claims}, seeded defects: ${mutations.length}`,
);
for (const r of results) {
  const falseRate = (100 * r.wrong) / r.claims;
  console.log(
    `\n[${r.tagger}] kept findings (errors+warnings): ${r.kept.length} = ${fmt((100 * r.kept.length) / r.claims)} per 100 claims; judged true: ${r.kept.filter((k) => k.verdict === 'true').length}, false or unjudged: ${r.wrong} = ${fmt(falseRate)} per 100 claims (target ≤ ${TARGET_FALSE_PER_100})`,
  );
  console.log(
    `[${r.tagger}] recall: ${r.found}/${mutations.length} = ${fmt(100 * r.recall, 1)} % (target ≥ ${100 * TARGET_RECALL} %); check time ${fmt(r.precisionMs / r.claims, 3)} ms per claim`,
  );
  for (const [kind, k] of r.byKind) console.log(`  ${kind.padEnd(22)} ${k.found}/${k.n}`);
  console.log(
    `[${r.tagger}] RELATIVE_TERM (info, not in the figures above): ${r.relative} on ${r.relativeClaims} issued claims = ` +
      `${fmt(r.relative / r.claims, 3)} per claim; seeded relative terms found ${r.infoFound}/${relativeCount}`,
  );
  console.log(
    `[${r.tagger}] "the A of the B", A introduced nowhere (info, not in the recall above): seeded found ${r.ofPartFound}/${ofPartCount} ` +
      `(A's introductions replaced), ${r.ofPartAddedFound}/${ofPartAddedCount} (a dependent claim added naming a component)`,
  );
  console.log(
    `[${r.tagger}] info notes on issued claims (not in the figures above): "at least one of A, B, and C" ` +
      `${r.conjunctive}; one element called by two names ${r.twoNames}`,
  );
  const notes = (v: string) => r.ofPartNotes.filter((k) => k.verdict === v).length;
  console.log(
    `[${r.tagger}] "the A of the B" notes on issued claims: ${r.ofPartNotes.length} (judged true ${notes('true')}, ` +
      `false ${notes('false')}, unjudged ${notes('unjudged')})`,
  );
  if (list) {
    for (const k of r.ofPartNotes)
      console.log(`  note ${k.verdict.padEnd(8)} ${k.patent} c${k.claim} "${k.span}" — ${k.note}`);
    for (const k of r.kept)
      console.log(`  ${k.verdict.padEnd(8)} ${k.patent} c${k.claim} ${k.code} "${k.span}" — ${k.note}`);
    for (const m of r.missed) console.log(`  MISSED ${m}`);
  }
}

// Generation: the local engine's abstract and claims from title and description alone, judged by the checker.
// Drafted once for every utility grant with a full description; the sample's figures are read from those. The
// description as the product reads it (patents.get: "(13)", "SW35", paragraphs apart), as a user's draft comes.
const t1 = performance.now();
const fullSet = generationAll(grants);
const all = generationBench(fullSet);
const genMs = performance.now() - t1;
const byPatent = new Map(all.map((d) => [d.patent, d]));
const sample = generationSample(grants);
const drafted = sample.map((g) => byPatent.get(g.number)!);
const made = drafted.filter((d) => d.claims.length > 0);
const sum = (f: (d: (typeof drafted)[number]) => number) => made.reduce((n, d) => n + f(d), 0);
const count = (f: (d: (typeof drafted)[number]) => boolean) => made.filter(f).length;
console.log(
  `\n[generation] local engine on ${sample.length} descriptions (every 8th utility grant with a full description): ` +
    `claims drafted for ${made.length}, declined for ${drafted.length - made.length} (${drafted
      .filter((d) => d.claims.length === 0)
      .map((d) => d.patent)
      .join(', ')})`,
);
console.log(
  `[generation] checker on the drafted claims: ${sum((d) => d.errors)} errors, ${sum((d) => d.antecedentWarnings)} antecedent warnings, ` +
    `${sum((d) => d.otherWarnings)} other warnings; words neither the description's nor claim form: ${sum((d) => d.strayWords.length)}; ` +
    `element nouns not in the description: ${sum((d) => d.foreignNouns.length)}; abstract findings: ${drafted.reduce((n, d) => n + d.abstractFindings, 0)}`,
);
console.log(
  `[generation] claim sets with an apparatus claim ${count((d) => d.kinds.apparatus)}, a method claim ${count((d) => d.kinds.method)}, ` +
    `a medium claim ${count((d) => d.kinds.medium)}, dependent claims ${count((d) => d.kinds.dependents > 0)}; ` +
    `claim 1 shares an element noun with the issued claim 1: ${count((d) => d.sharedWithIssued.length > 0)}/${made.length}`,
);
// Proxy for claim 1's inventive feature: the issued claim 1's wherein-clause words (distinguishingWords) it shares.
const withFeature = made.filter((d) => d.feature.issued.length > 0);
const shareOf = (d: (typeof made)[number]) => d.feature.shared.length / d.feature.issued.length;
console.log(
  `[generation] claim 1 shares ≥ 2 of the issued claim 1's distinguishing words (its wherein clauses, else its last ` +
    `element): ${withFeature.filter((d) => d.feature.shared.length >= 2).length}/${withFeature.length}; mean share of ` +
    `those words: ${fmt((100 * withFeature.reduce((n, d) => n + shareOf(d), 0)) / Math.max(1, withFeature.length), 1)} %; ` +
    `claim 1 with a wherein clause: ${count((d) => /\bwherein\b/.test(d.claims[0] ?? ''))}/${made.length}`,
);
const assessed = made.filter((d) => d.titleSubject.assessed);
const generic = assessed.filter((d) => d.titleSubject.generic);
console.log(
  `[generation] claim 1 names the title's subject: ${count((d) => d.titleSubject.named)}/${assessed.length} ` +
    `(title head noun named in claim 1: ${count((d) => !d.titleSubject.generic && d.titleSubject.named)}/${assessed.length - generic.length}; ` +
    `generic head such as "device", an element carrying another word of the title: ${generic.filter((d) => d.titleSubject.named).length}/${generic.length}; ` +
    `not assessed, a generic head alone: ${made.length - assessed.length})`,
);
// Every utility grant with a full description: the figures the drafter is gated on (a held-back set will differ).
const allMade = all.filter((d) => d.claims.length > 0);
const allSum = (f: (d: (typeof all)[number]) => number) => allMade.reduce((n, d) => n + f(d), 0);
console.log(
  `\n[generation all] ${fullSet.length} descriptions (every utility grant with a full description): claims drafted ` +
    `for ${allMade.length}; ${fmt(genMs / fullSet.length, 0)} ms per description, ${fmt(genMs / 1000, 1)} s in all`,
);
console.log(
  `[generation all] checker on the drafted claims: ${allSum((d) => d.errors)} errors, ${allSum((d) => d.antecedentWarnings)} ` +
    `antecedent warnings (gate 0), ${allSum((d) => d.otherWarnings)} other warnings; words neither the description's ` +
    `nor claim form: ${allSum((d) => d.strayWords.length)} (gate 0); element nouns not in the description: ` +
    `${allSum((d) => d.foreignNouns.length)} (gate 0); abstract findings: ${all.reduce((n, d) => n + d.abstractFindings, 0)}`,
);
// Proxy for "claim 1 carries the invention" (issue 24): the share of the issued claim 1's element head nouns (the
// checker's element and noun-phrase reading) that drafted claim 1 names; the issued claims only measure the draft.
const carrying = allMade.filter((d) => d.carried.issued.length > 0);
const carriedShare = (d: (typeof all)[number]) => d.carried.carried.length / d.carried.issued.length;
console.log(
  `[generation all] claim 1 names the issued claim 1's element head nouns (a proxy for "carries the invention"): ` +
    `mean share ${fmt((100 * carrying.reduce((n, d) => n + carriedShare(d), 0)) / Math.max(1, carrying.length), 1)} %; ` +
    `drafts naming ≥ 50 % of them: ${carrying.filter((d) => carriedShare(d) >= 0.5).length}/${carrying.length}`,
);
if (list)
  for (const d of carrying)
    console.log(
      `  ${d.patent} carries ${d.carried.carried.length}/${d.carried.issued.length}: ` +
        `${d.carried.carried.join(', ') || 'none'} of ${d.carried.issued.join(', ')}`,
    );
if (list)
  for (const d of all.filter(
    (x) => x.errors + x.antecedentWarnings + x.strayWords.length + x.foreignNouns.length > 0,
  ))
    console.log(
      `  ${d.patent} errors ${d.errors}, antecedent warnings ${d.antecedentWarnings}, ` +
        `stray: ${d.strayWords.join(', ') || 'none'}, foreign: ${d.foreignNouns.join(', ') || 'none'}`,
    );
if (list)
  for (const d of drafted) {
    console.log(
      `\n  ${d.patent} ${d.title} [shared with issued claim 1: ${d.sharedWithIssued.join(', ') || 'none'}; ` +
        `distinguishing words shared: ${d.feature.shared.join(', ') || 'none'} of ${d.feature.issued.join(', ')}]`,
    );
    for (const c of d.claims) console.log(`    ${c}`);
    if (d.strayWords.length || d.foreignNouns.length)
      console.log(`    stray: ${d.strayWords.join(', ')} foreign: ${d.foreignNouns.join(', ')}`);
  }

// Form a practitioner checks first (issue 24 review), on a wider sample: ties, method steps, zero bounds, definitions.
const formSet = fullSet;
const formed = allMade;
const formSum = (f: (d: (typeof formed)[number]) => number) => formed.reduce((n, d) => n + f(d), 0);
const elements = formSum((d) => d.form.elements);
const tied = formSum((d) => d.form.tied);
const steps = formed.flatMap((d) => d.form.methodSteps);
const oneStep = steps.filter((n) => n < 2).length;
const zeroBound = formed.filter((d) => d.form.zeroBound.length > 0);
const definitional = formed.filter((d) => d.form.definitional.length > 0);
console.log(
  `\n[generation form] ${formSet.length} descriptions (every utility grant with a full description, the reviewed ` +
    `US${REVIEWED.join(', US')} among them): claims drafted for ${formed.length}`,
);
console.log(
  `[generation form] apparatus/system claim-1 elements tied to another element or the subject (a relation stated to ` +
    `or from one, or claimed inside one; a thing a wherein clause introduces, with what holds it): ${pct(tied, elements)} ` +
    `(gate 100 %)`,
);
const unrelated = formed.filter((d) => d.unrelatedSteps.length > 0);
console.log(
  `[generation form] independent method claims with at least 2 steps: ${pct(steps.length - oneStep, steps.length)}; ` +
    `one-step method claims: ${oneStep} of ${steps.length} (gate 0); claim sets with a "method of operating" step ` +
    `naming nothing claim 1 names: ${unrelated.length} of ${formed.length}`,
);
console.log(
  `[generation form] claim sets whose claim 1 has an element with a zero lower bound ("0 to 5 %", "up to 5 %"): ` +
    `${zeroBound.length} (gate 0); abstracts drawing on a definitions sentence ("As used herein", "the term … means"), ` +
    `itself or a part only a definition names: ${definitional.length} (gate 0)`,
);
if (list)
  for (const d of formed)
    for (const x of [...d.form.untied, ...d.form.zeroBound, ...d.form.definitional])
      console.log(`  ${d.patent} ${x}`);
// What an attorney struck from drafts (issue 24 review): cited applications, companies, sites, verbless lines, a/an.
const unfit = all.filter((d) => d.unfitAbstract.length > 0);
const branded = all.filter((d) => d.marketNames.length > 0);
const articles = all.filter((d) => d.articles.length > 0);
console.log(
  `[generation form] abstracts with a sentence citing a related application or patent (or cut at "No."/"Nov."), ` +
    `naming a company, a web or e-mail address or a mark, opening with a heading, or without a verb: ` +
    `${unfit.length} of ${all.length} ` +
    `(gate 0); claim sets naming a company, an address or a mark: ${branded.length} (gate 0); claim sets and ` +
    `abstracts with "a"/"an" not matching the next word's sound: ${articles.length} (gate 0)`,
);
const sourced = all.filter((d) => d.abstractSources.length > 0);
console.log(
  `[generation form] abstracts with a sentence from the background, a known-art passage or a test report: ` +
    `${sourced.length} of ${all.length}`,
);
// The abstract checker on the issued abstracts, which are mostly fine (issue 24 review1): its readings of orphans,
// claim references and first mentions ("the first stage" with no stage before) are read there for false findings.
const issuedAbstracts = grants.filter((g) => g.abstract.trim() !== '');
const issuedFindings = issuedAbstracts.flatMap((g) =>
  checkAbstract(g.abstract, g.title)
    .filter((f) => f.severity !== 'info')
    .map((f) => ({ patent: g.number, f, span: g.abstract.slice(f.start, f.end) })),
);
const byCode = new Map<string, number>();
for (const { f } of issuedFindings) byCode.set(f.code, (byCode.get(f.code) ?? 0) + 1);
const reviewRules = issuedFindings.filter(
  ({ f }) =>
    f.code === 'ANTECEDENT_BASIS' ||
    f.message.startsWith('This sentence does not stand') ||
    f.message.includes('refers to the claims'),
);
const draftedFlagged = all.filter(
  (d) => d.abstract !== '' && checkAbstract(d.abstract, d.title).some((f) => f.severity !== 'info'),
);
console.log(
  `[abstract checker] ${issuedAbstracts.length} issued abstracts: errors and warnings ${[...byCode]
    .map(([c, n]) => `${c} ${n}`)
    .join(', ')}; of them orphans, claim references and first mentions ${reviewRules.length} ` +
    `(${fmt((100 * reviewRules.length) / issuedAbstracts.length, 1)} per 100 abstracts); drafted abstracts with an ` +
    `error or warning: ${draftedFlagged.length} of ${all.filter((d) => d.abstract !== '').length} (gate 0), ` +
    `none drafted: ${all.filter((d) => d.abstract === '').length}`,
);
if (list)
  for (const { patent, f, span } of [
    ...reviewRules,
    ...draftedFlagged.flatMap((d) =>
      checkAbstract(d.abstract, d.title).map((f) => ({
        patent: d.patent,
        f,
        span: d.abstract.slice(f.start, f.end),
      })),
    ),
  ])
    console.log(`  ${patent} ${f.severity} ${f.code} "${span}"`);
if (list)
  for (const d of all)
    for (const x of [
      ...d.unfitAbstract,
      ...d.marketNames,
      ...d.articles,
      ...d.abstractSources,
      ...d.unrelatedSteps,
    ])
      console.log(`  ${d.patent} ${x}`);

// Claim comparison (the assistant's "does claim 1 of US… read on my claim"): pairs whose answer is known.
const t2 = performance.now();
const cmp = compareBench(grants);
console.log(
  `\n[compare] dependent claim vs its root, root elements found corresponding: ${pct(cmp.root.corresponding, cmp.root.elements)} ` +
    `(${cmp.root.pairs} pairs); elements only the dependent adds labelled corresponding: ${pct(cmp.added.corresponding, cmp.added.elements)}, partly ${cmp.added.partly}`,
);
console.log(
  `[compare] claim 1 vs another patent's claim 1 (${cmp.unrelated.pairs} pairs): elements labelled corresponding ` +
    `${pct(cmp.unrelated.corresponding, cmp.unrelated.elements)}, partly ${pct(cmp.unrelated.partly, cmp.unrelated.elements)}; ` +
    `${fmt((performance.now() - t2) / (cmp.unrelated.pairs + cmp.root.pairs), 1)} ms per comparison`,
);
console.log(
  `[compare] labelled conflicting (words conflicting on their face): dependent vs root ${cmp.root.conflicting + cmp.added.conflicting} ` +
    `(any is false: a dependent claim narrows its root), claim 1 vs another patent's claim 1 ${cmp.unrelated.conflicting}`,
);
const seeded = conflictBench(grants, list);
for (const [kind, c] of Object.entries(seeded))
  console.log(
    `[compare] seeded ${kind} conflicts (claim 1 vs itself changed): changed element labelled conflicting ${pct(c.found, c.pairs)}, ` +
      `other rows labelled conflicting ${c.falseRows}`,
  );

// Held-out claim sets written by hand (claims-heldout.ts): reported, not gating; X's misses print, Y totals only.
console.log('');
for (const r of heldOutClaimsBench(grants)) for (const line of formatHeldOutClaims(r)) console.log(line);

const main = results[0];
const failures = [
  (100 * main.wrong) / main.claims > TARGET_FALSE_PER_100 &&
    `false or unjudged findings ${fmt((100 * main.wrong) / main.claims)} per 100 claims > ${TARGET_FALSE_PER_100}`,
  main.recall < TARGET_RECALL && `recall ${fmt(100 * main.recall, 1)} % < ${100 * TARGET_RECALL} %`,
  mutations.length < MIN_MUTATIONS && `only ${mutations.length} seeded defects (< ${MIN_MUTATIONS})`,
  // 18, was 20: three sample sets were "method of operating a system" claims of unrelated steps (US6859910,
  // US8088512, US8418361), no longer drafted (issue 24 attorney review, 3.1); the note says why.
  made.length < MIN_DRAFTED && `claims drafted for only ${made.length} descriptions (< ${MIN_DRAFTED})`,
  allMade.length < 20 && `claims drafted for only ${allMade.length} of all descriptions (< 20, issue 24)`,
  allSum((d) => d.errors + d.antecedentWarnings) > 0 && 'errors or antecedent warnings on drafted claims',
  allSum((d) => d.strayWords.length + d.foreignNouns.length) > 0 && 'drafted words not from the description',
  tied < elements && `${elements - tied} claim-1 elements tied to nothing`,
  oneStep > 0 && `${oneStep} method claims of one step`,
  zeroBound.length > 0 && `${zeroBound.length} claim 1s with a zero-lower-bound element`,
  definitional.length > 0 && `${definitional.length} abstracts drawing on a definitions sentence`,
  unfit.length > 0 &&
    `${unfit.length} abstracts with a citation, company, address, heading or verbless sentence`,
  branded.length > 0 && `${branded.length} claim sets naming a company, an address or a mark`,
  articles.length > 0 && `${articles.length} drafts with "a"/"an" not matching the next word`,
  draftedFlagged.length > 0 &&
    `${draftedFlagged.length} drafted abstracts with an abstract-checker error or warning`,
].filter(Boolean);
if (failures.length > 0) {
  console.error(`\nFAIL: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nPASS: every target met (wink tagger)');
