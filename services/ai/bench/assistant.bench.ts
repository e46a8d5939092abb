// `npm run bench:assistant`: the assistant's answers (issue 25). Procedural questions against the legal knowledge
// base (cited sections, key facts, no patent cited), and questions about the full-text grants' records answered
// through the patents service (assignee, claim N, expiry). Fails when a target of the tuned set or the records is
// missed, or a procedural answer of either set cites a patent; the held-out sets' figures are reported only, a blind
// set's as totals (sets K, L and M also ask about named grants, after the records).
// BENCH_PROCEDURAL_ONLY=1 skips the records part (it ingests the full-text grants into a fresh database).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { PatentDetail } from '@patent-hub/contracts';
import { startTestSystem } from '@patent-hub/testing';
import { Assistant } from '../src/assistant/assistant.js';
import { RpcPatentRecords, type PatentRecords } from '../src/assistant/patent-answer.js';
import { citationLabel, LegalKnowledgeBase, legalDataDir } from '../src/legal/legal-kb.js';
import type { PatentsPort } from '../src/patents/patents.gateway.js';
import { LOCAL_ENGINE } from '../src/providers/local.provider.js';
import { patentDataDir } from '../test/support/uspto-xml-reader.js';
import { HELD_OUT_B } from './assistant-heldout-b.js';
import { HELD_OUT_C } from './assistant-heldout-c.js';
import { HELD_OUT_D } from './assistant-heldout-d.js';
import { HELD_OUT_E } from './assistant-heldout-e.js';
import { HELD_OUT_F } from './assistant-heldout-f.js';
import { HELD_OUT_G } from './assistant-heldout-g.js';
import { HELD_OUT_H } from './assistant-heldout-h.js';
import { HELD_OUT_I } from './assistant-heldout-i.js';
import { HELD_OUT_J } from './assistant-heldout-j.js';
import { HELD_OUT_K, HELD_OUT_K_RECORDS, type RecordQuestion } from './assistant-heldout-k.js';
import { HELD_OUT_L, HELD_OUT_L_RECORDS } from './assistant-heldout-l.js';
import { HELD_OUT_M, HELD_OUT_M_RECORDS } from './assistant-heldout-m.js';
import { HELD_OUT_N, HELD_OUT_N_RECORDS } from './assistant-heldout-n.js';
import { HELD_OUT_O, HELD_OUT_O_RECORDS } from './assistant-heldout-o.js';
import { HELD_OUT_P, HELD_OUT_P_RECORDS } from './assistant-heldout-p.js';
import { HELD_OUT_Q, HELD_OUT_Q_RECORDS } from './assistant-heldout-q.js';
import { HELD_OUT_R, HELD_OUT_R_RECORDS } from './assistant-heldout-r.js';
import { HELD_OUT_S, HELD_OUT_S_RECORDS } from './assistant-heldout-s.js';
import { HELD_OUT } from './assistant-heldout.js';
import { PROCEDURAL, type ProceduralQuestion } from './assistant-questions.js';

const TARGETS = { sectionTop3: 0.85, keyFact: 0.8, records: 0.95 };
const failures: string[] = [];

/** A cited label answers for an expected one when it is that section or one of its subsections or pinpoints. */
const matches = (cited: string, expected: string) =>
  cited === expected ||
  cited.startsWith(`${expected}(`) ||
  cited.startsWith(`${expected}.`) ||
  cited.startsWith(`${expected} `);

// A corpus that always has a patent to offer: a procedural answer must still cite none.
const decoy: PatentsPort = {
  similar: async () => [
    {
      patentNumber: '9999999',
      title: 'Decoy',
      abstract: 'Provisional filing deadline term',
      date: '2015-01-01',
      cpc: [],
      score: 1,
    },
  ],
  get: async () => {
    throw new Error('not used');
  },
  landscape: async () => {
    throw new Error('not used');
  },
};
const noRecords: PatentRecords = { detail: async () => null };

/** One group of procedural questions; `gate`: whether missing a target fails the run (the held-out set reports only). */
async function procedural(
  kb: LegalKnowledgeBase,
  group: string,
  questions: ProceduralQuestion[],
  gate: boolean,
  /** A blind set prints its totals only: its misses, once read, would make it a tuning set. */
  blind = false,
) {
  // The question set is checked against the legal texts first: every section exists, the fact (or, for a computed
  // fact, the rule it is computed from) is in one of them.
  for (const item of questions) {
    const texts = kb.sections.filter((s) => item.sections.some((e) => matches(citationLabel(s), e)));
    const words = item.rule ?? item.fact;
    if (texts.length === 0)
      failures.push(`question set: no section of ${item.sections.join(', ')} in the texts`);
    else if (!texts.some((s) => words.test(s.text)))
      failures.push(`question set: ${words} is in none of ${item.sections.join(', ')} ("${item.q}")`);
  }
  const assistant = new Assistant(kb, decoy, noRecords);
  let top3 = 0;
  let fact = 0;
  let leadFact = 0;
  let noLead = 0;
  let closest = 0;
  let patentCited = 0;
  const misses: string[] = [];
  const times: number[] = [];
  for (const item of questions) {
    const t0 = performance.now();
    const a = await assistant.prepare(item.q, [], item.context ?? 'patent_assistant', LOCAL_ENGINE);
    times.push(performance.now() - t0);
    const cited = a.sources
      .filter((s) => s.kind === 'law')
      .map((s) => s.label)
      .slice(0, 3);
    const okSection = cited.some((c) => item.sections.some((e) => matches(c, e)));
    const okFact = item.fact.test(a.local);
    // The answer's first paragraph: the direct answer (or computed deadline) it leads with.
    const lead = a.local.split('\n\n')[0];
    if (okSection) top3++;
    if (okFact) fact++;
    if (item.fact.test(lead)) leadFact++;
    if (lead.startsWith('I found no sentence')) noLead++;
    if (lead.startsWith('**Closest rule found**')) closest++;
    if (a.citations.length || a.sources.some((s) => s.kind === 'patent')) patentCited++;
    // LEAD: the fact is stated, but not in the first paragraph users read.
    const okLead = item.fact.test(lead);
    if (!okSection || !okLead)
      misses.push(
        `${okSection ? '   ' : 'SEC'} ${okFact ? (okLead ? '    ' : 'LEAD') : 'FACT'} ${item.q} → ${cited.join('; ')}`,
      );
  }
  const n = questions.length;
  times.sort((a, b) => a - b);
  console.log(`\nProcedural questions, ${group}: ${n}`);
  console.log(
    `  a correct section in the first three cited: ${top3}/${n} = ${((100 * top3) / n).toFixed(1)} % (target ≥ 85 %)`,
  );
  console.log(`  key fact stated: ${fact}/${n} = ${((100 * fact) / n).toFixed(1)} % (target ≥ 80 %)`);
  console.log(
    `  key fact in the lead answer (first paragraph): ${leadFact}/${n} = ${((100 * leadFact) / n).toFixed(1)} %; ` +
      `led with the closest rule instead: ${closest}; no operative sentence found: ${noLead}`,
  );
  console.log(`  answers citing a patent: ${patentCited} (target 0)`);
  console.log(
    `  answer time p50 ${times[Math.floor(n / 2)].toFixed(1)} ms, max ${times[n - 1].toFixed(1)} ms`,
  );
  if (misses.length && blind) console.log(`  misses: ${misses.length} (not printed: a blind set)`);
  else if (misses.length) console.log(`  misses:\n    ${misses.join('\n    ')}`);
  if (gate && top3 / n < TARGETS.sectionTop3) failures.push(`${group}: sections ${top3}/${n} below 85 %`);
  if (gate && fact / n < TARGETS.keyFact) failures.push(`${group}: key facts ${fact}/${n} below 80 %`);
  // No procedural answer may cite a patent, in either group.
  if (patentCited) failures.push(`${group}: ${patentCited} procedural answers cite a patent`);
}

interface GrantLine {
  source_file: string;
  publication: { 'doc-number': string };
  appl_type: string;
  first_claim?: string;
  assignees?: { orgname?: string; last_name?: string; first_name?: string }[];
}
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Questions on named grants: a blind set's totals only, as for the blind procedural sets; a tuning set's misses too. */
async function blindRecords(
  assistant: Assistant,
  port: PatentRecords,
  group: string,
  questions: RecordQuestion[],
  blind = true,
) {
  const misses: string[] = [];
  let fact = 0;
  let lead = 0;
  let cited = 0;
  let top3 = 0;
  let withSections = 0;
  for (const item of questions) {
    const record = await port.detail(item.patent);
    // A patent missing from the records is a defect of the set, not a miss of the assistant.
    if (!record) failures.push(`question set: no record of ${item.patent}`);
    const a = await assistant.prepare(item.q, [], 'patent_assistant', LOCAL_ENGINE);
    if (!item.fact.test(a.local) || a.citations[0] !== record?.patent_number)
      misses.push(
        `${item.q} → cited ${a.citations[0] ?? 'none'}, ${item.fact.test(a.local) ? 'fact stated' : 'FACT missing'}`,
      );
    if (item.fact.test(a.local)) fact++;
    if (item.fact.test(a.local.split('\n\n')[0])) lead++;
    if (record && a.citations[0] === record.patent_number) cited++;
    if (!item.sections) continue;
    withSections++;
    const law = a.sources
      .filter((s) => s.kind === 'law')
      .map((s) => s.label)
      .slice(0, 3);
    if (law.some((c) => item.sections?.some((e) => matches(c, e)))) top3++;
  }
  const n = questions.length;
  const pct = (k: number, of: number) => `${k}/${of} = ${((100 * k) / Math.max(1, of)).toFixed(1)} %`;
  console.log(`\nQuestions on named grants, ${group}: ${n}`);
  console.log(`  the patent cited first: ${pct(cited, n)}`);
  console.log(`  key fact stated: ${pct(fact, n)}; in the lead answer (first paragraph): ${pct(lead, n)}`);
  console.log(`  a correct section in the first three cited: ${pct(top3, withSections)}`);
  if (blind) console.log('  misses: not printed (a blind set)');
  else if (misses.length) console.log(`  misses:\n    ${misses.join('\n    ')}`);
}

async function records() {
  const dataDir = patentDataDir();
  const lines = readFileSync(path.join(dataDir, 'derived/uspto_grants_from_xml.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as GrantLine);
  const files = [
    ...new Set(lines.map((g) => path.join(dataDir, g.source_file.replace(/^uspto_xml\//, 'uspto-xml/')))),
  ].filter(existsSync);
  const system = await startTestSystem({ services: ['patents'] });
  try {
    const t0 = performance.now();
    const code = await system.ingest(files);
    console.log(
      `\nIngested ${files.length} full-text grant files (exit ${code}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const rpc = await system.rpc();
    const recordsPort = new RpcPatentRecords(rpc as never);
    const kb = new LegalKnowledgeBase();
    const assistant = new Assistant(kb, decoy, recordsPort);
    let asked = 0;
    let exact = 0;
    const misses: string[] = [];
    const byKind = { assignee: [0, 0], claim: [0, 0], expiry: [0, 0] } as Record<string, [number, number]>;
    const grants = lines.filter((g) => g.appl_type === 'utility' && g.first_claim);
    for (const g of grants) {
      const number = g.publication['doc-number'].replace(/^0+/, '');
      const record: PatentDetail | null = await recordsPort.detail(number);
      if (!record) continue;
      const org = g.assignees?.[0]?.orgname ?? null;
      const claimN = record.claims.length >= 2 ? 2 : 1;
      const claimText =
        claimN === 1
          ? norm((g.first_claim ?? '').replace(/^\s*1\s*\.\s*/, ''))
          : norm(record.claims.find((c) => c.number === 2)?.text ?? '');
      const expiry = record.dates?.expiry.date ?? null;
      const cases: [string, string, string][] = [
        ['assignee', `Who is the assignee of US${number}?`, org ?? 'none recorded'],
        ['claim', `What does claim ${claimN} of US${number} say?`, claimText.slice(0, 80)],
        ...(expiry ? [['expiry', `When does US${number} expire?`, expiry] as [string, string, string]] : []),
      ];
      for (const [kind, q, want] of cases) {
        const a = await assistant.prepare(q, [], 'patent_assistant', LOCAL_ENGINE);
        const ok = norm(a.local).includes(norm(want)) && a.citations[0] === record.patent_number;
        asked++;
        byKind[kind][1]++;
        if (ok) {
          exact++;
          byKind[kind][0]++;
        } else if (misses.length < 10) misses.push(`${q} → wanted “${want.slice(0, 60)}”`);
      }
    }
    console.log(`Questions on the full-text grants' records: ${asked}`);
    for (const [k, [ok, n]] of Object.entries(byKind)) console.log(`  ${k}: ${ok}/${n}`);
    console.log(
      `  exact answers: ${exact}/${asked} = ${((100 * exact) / Math.max(1, asked)).toFixed(1)} % (target ≥ 95 %)`,
    );
    if (misses.length) console.log(`  misses:\n    ${misses.join('\n    ')}`);
    if (!asked || exact / asked < TARGETS.records) failures.push(`records: ${exact}/${asked} below 95 %`);
    await blindRecords(
      assistant,
      recordsPort,
      'held-out set K on the grants (blind, reported, not a gate)',
      HELD_OUT_K_RECORDS,
    );
    await blindRecords(
      assistant,
      recordsPort,
      'held-out set L on the grants (blind, reported, not a gate)',
      HELD_OUT_L_RECORDS,
    );
    await blindRecords(
      assistant,
      recordsPort,
      'set M on the grants (tuning, reported, not a gate)',
      HELD_OUT_M_RECORDS,
    );
    await blindRecords(
      assistant,
      recordsPort,
      'set N on the grants (tuning, reported, not a gate)',
      HELD_OUT_N_RECORDS,
      false,
    );
    await blindRecords(
      assistant,
      recordsPort,
      'held-out set O on the grants (blind, reported, not a gate)',
      HELD_OUT_O_RECORDS,
    );
    await blindRecords(
      assistant,
      recordsPort,
      'set P on the grants (tuning, reported, not a gate)',
      HELD_OUT_P_RECORDS,
      false,
    );
    await blindRecords(
      assistant,
      recordsPort,
      'held-out set Q on the grants (blind, reported, not a gate)',
      HELD_OUT_Q_RECORDS,
    );
    await blindRecords(
      assistant,
      recordsPort,
      'set R on the grants (tuning, reported, not a gate)',
      HELD_OUT_R_RECORDS,
      false,
    );
    await blindRecords(
      assistant,
      recordsPort,
      'held-out set S on the grants (blind, reported, not a gate)',
      HELD_OUT_S_RECORDS,
    );
  } finally {
    await system.stop();
  }
}

it('meets the assistant targets (issue 25)', async () => {
  const heapBefore = process.memoryUsage().heapUsed;
  const kb = LegalKnowledgeBase.load(legalDataDir());
  console.log(
    `Legal knowledge base: ${kb.sections.length} sections, ${kb.passages.length} passages, loaded and indexed in ${kb.loadMs.toFixed(0)} ms, ` +
      `heap +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(0)} MB`,
  );
  await procedural(kb, 'tuned set', PROCEDURAL, true);
  await procedural(kb, 'held-out set A (reported, not a gate)', HELD_OUT, false);
  await procedural(kb, 'held-out set B (reported, not a gate)', HELD_OUT_B, false);
  await procedural(kb, 'held-out set C (reported, not a gate)', HELD_OUT_C, false);
  await procedural(kb, 'set D (tuned on since 2026-11-27, reported, not a gate)', HELD_OUT_D, false);
  await procedural(kb, 'set E (tuned on since 2026-11-27, reported, not a gate)', HELD_OUT_E, false);
  await procedural(kb, 'set F (tuned on since 2026-11-28, reported, not a gate)', HELD_OUT_F, false);
  await procedural(kb, 'set G (tuned on since 2026-11-28, reported, not a gate)', HELD_OUT_G, false);
  await procedural(kb, 'set H (tuned on since 2026-11-29, reported, not a gate)', HELD_OUT_H, false);
  await procedural(kb, 'set I (tuned on since 2026-11-29, reported, not a gate)', HELD_OUT_I, false);
  await procedural(kb, 'held-out set J (blind, reported, not a gate)', HELD_OUT_J, false, true);
  await procedural(kb, 'held-out set K (blind, reported, not a gate)', HELD_OUT_K, false, true);
  await procedural(kb, 'held-out set L (blind, reported, not a gate)', HELD_OUT_L, false, true);
  await procedural(kb, 'set M (tuning, reported, not a gate)', HELD_OUT_M, false);
  await procedural(kb, 'set N (tuning, reported, not a gate)', HELD_OUT_N, false);
  await procedural(kb, 'held-out set O (blind, reported, not a gate)', HELD_OUT_O, false, true);
  await procedural(kb, 'set P (tuning, reported, not a gate)', HELD_OUT_P, false);
  await procedural(kb, 'held-out set Q (blind, reported, not a gate)', HELD_OUT_Q, false, true);
  await procedural(kb, 'set R (tuning, reported, not a gate)', HELD_OUT_R, false);
  await procedural(kb, 'held-out set S (blind, reported, not a gate)', HELD_OUT_S, false, true);
  if (process.env.BENCH_PROCEDURAL_ONLY !== '1') await records();
  expect(failures).toEqual([]);
});
