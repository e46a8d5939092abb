import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  grantCandidate,
  patentDataDir,
  readGrantSlice,
  type XmlGrant,
} from '../../test/support/uspto-xml-reader.js';
import { TextIndex } from '../engine/bm25.js';
import type { CorpusSearch } from '../engine/types.js';
import { LocalProvider } from '../providers/local.provider.js';
import { analyzePatent } from './analyze-patent.use-case.js';
import { buildReport } from './report.js';

let grants: XmlGrant[];
let search: CorpusSearch;
const queries: { before?: string; exclude?: string[] }[] = [];

beforeAll(() => {
  const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
  grants = readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .flatMap((f) => readGrantSlice(path.join(dir, f)))
    .filter((g) => g.applType === 'utility' && g.claims.length > 0);
  const index = new TextIndex(grants.map((g) => ({ id: g.number, text: `${g.title} ${g.abstract}` })));
  const byId = new Map(grants.map((g) => [g.number, g]));
  search = {
    // The claims and description of the candidates, as patents.fullTexts gives them.
    async fullText(numbers) {
      return new Map(
        numbers
          .map((n) => byId.get(n))
          .filter((g) => g !== undefined)
          .map((g) => [g.number, { claims: g.claims.map((c) => c.text), description: g.description }]),
      );
    },
    async similar(q) {
      queries.push(q);
      return index
        .search(
          q.text,
          q.limit ?? 10,
          (id) =>
            !(q.exclude ?? []).includes(id) && (!q.before || (byId.get(id)!.grantDate ?? '9') < q.before),
        )
        .map((r) => grantCandidate(byId.get(r.id)!, r.score));
    },
  };
});

describe(analyzePatent.name, () => {
  it('returns an analysis of a real grant with earlier prior art mapped element by element', async () => {
    // A grant with related earlier art among the slices: US7863991 (a CMOS VCO) and US7315219 (a multiphase VCO).
    const target = grants.find((g) => g.number === '7863991')!;
    const sut = await analyzePatent(
      { loadPatent: async () => target, search, provider: new LocalProvider() },
      target.number,
      1,
    );
    expect(sut.engine).toMatchObject({ provider: 'local' });
    expect(sut.summary.length).toBeGreaterThan(40);
    expect(sut.keyClaims[0]).toMatchObject({ number: 1, independent: true });
    expect(sut.priorArt.map((p) => p.patent)).toContain('7315219');
    for (const p of sut.priorArt) {
      expect(p.patent).not.toBe(target.number);
      expect(p.date! < target.earliestDate!).toBe(true);
      expect(p.mappings.length).toBeGreaterThan(0);
      expect(p.similarity).toBeGreaterThanOrEqual(0);
    }
    expect(queries.every((q) => q.before === target.earliestDate && q.exclude?.includes(target.number))).toBe(
      true,
    );
    // A score is a number with its reason, or null ("Not assessed") with a reason saying why.
    for (const key of ['noveltyScore', 'technicalMerit', 'commercialPotential'] as const) {
      const s = sut[key];
      if (s === null) expect(sut.scoreReasons[key]).toMatch(/^Not assessed: /);
      else expect(s).toBeGreaterThanOrEqual(1);
    }
    // Issue 23 (attorney review): "disclosed" needs the element's distinctive terms and qualifiers in one passage.
    // US7315219's "ring oscillating units" are formed of a "first-stage" … "fourth-stage" delay element: "oscillating"
    // is a form of "oscillator" (word families), so "a first ring oscillator stage" is disclosed there; the second
    // stage "coupled to the first" needs two ordinals of the ring stage, so it is "partly". No row is "possibly".
    const rows = sut.priorArt.find((p) => p.patent === '7315219')!.mappings.filter((m) => m.claim === 1);
    expect(rows.map((m) => m.label).slice(0, 2)).toEqual(['disclosed', 'partly']);
    expect(rows[0].passage).toMatch(/first-stage .* ring oscillating units/);
    expect(sut.priorArt.flatMap((p) => p.mappings.map((m) => m.label))).not.toContain('possibly');
    // The differences agree with the chart (attorney review, issue 23, defect 2): the second stage, "partly" with all
    // its terms in one passage, is not listed among the words no passage shares, and its note is given.
    const difference = sut.priorArt.find((p) => p.patent === '7315219')!.difference;
    expect(difference).toMatch(
      /^3 of 4 elements of claim 1 are not shown in one passage each as the claim has them\./,
    );
    expect(difference).toMatch(
      /The terms of "a second ring oscillator stage coupled to the first ring oscillator stage" are in one passage \(terms 100%\), but not as the claim has them: the passage does not show two "ring oscillator stage" items/,
    );
    expect(difference).not.toMatch(
      /No passage (shares|has all) the distinctive words of[^.]*second ring oscillator stage/,
    );
    // The recommendation does not count it among what sets the claim apart from the reference.
    const advice = sut.recommendations.find(
      (r) => r.includes('US7315219') && r.includes('set the claim apart'),
    )!;
    expect(advice.split('these set the claim apart')[0]).not.toContain(
      'a second ring oscillator stage coupled',
    );
    expect(advice).toContain(
      'The terms of "a second ring oscillator stage coupled to the first ring oscillator stage"',
    );
    // What the word matching found, never a legal finding (attorney review, issue 23 fix 6).
    const disclaimer = 'This is what the word matching found, not a finding that the reference lacks them.';
    for (const p of sut.priorArt)
      expect(p.difference.replace(disclaimer, '')).not.toMatch(/does not disclose|\blacks?\b/i);
    expect(sut.priorArt.find((p) => p.patent === '7315219')!.difference).toContain(disclaimer);
    for (const m of rows) if (m.passage) expect(m.where).toMatch(/^(title|abstract|claim|description)/);
    expect(sut.noveltyScore).not.toBeNull();
    expect(sut.scoreReasons.noveltyScore).toMatch(
      /^Closest earlier reference US7315219 \(published 2006-03-09, granted 2008-01-01; pre-AIA 35 U\.S\.C\. 102\(b\)\) discloses 1 of 4 substantive elements of claim 1 /,
    );
    // The method is a signal beside the reason, not pasted into it.
    expect(sut.scoreSignals?.noveltyScore).toContainEqual({
      name: 'chart method',
      value: sut.priorArtSearch?.chartMethod,
    });
    expect(sut.priorArtSearch?.chartMethod).toMatch(
      /^Local engine, term evidence in one passage: "disclosed" when/,
    );
    expect(sut.priorArtSearch).toMatchObject({ cutoff: target.earliestDate, cutoffExact: false });
    expect(sut.recommendations.length).toBeGreaterThan(0);
  }, 30_000);

  it('gives "Not assessed", never 10/10, to a claim that matches nothing in the corpus', async () => {
    const unknown = {
      ...grants.find((g) => g.grantDate!.startsWith('2013'))!,
      number: '9999990',
      title: 'Zorblaxian quintessence flux',
      abstract: 'A glimmerwick modulates quintessence through zorblaxian lattices.',
      description: 'The glimmerwick has a zorblaxian lattice. The lattice holds quintessence.',
      claims: [
        {
          number: 1,
          text: '1. A quintessence flux apparatus comprising: a zorblaxian lattice; and a glimmerwick, wherein the glimmerwick modulates the quintessence.',
          dependsOn: [],
        },
      ],
      familyNumbers: [],
    };
    const sut = await analyzePatent(
      { loadPatent: async () => unknown, search, provider: new LocalProvider() },
      unknown.number,
      1,
    );
    expect(sut.priorArt).toEqual([]);
    expect(sut.noveltyScore).toBeNull();
    expect(sut.scoreReasons.noveltyScore).toMatch(
      new RegExp(
        `^Not assessed: No relevant prior art found among the \\d+ closest documents dated before ${unknown.earliestDate}`,
      ),
    );
    expect(sut.priorArtSearch?.belowFloor).toBe(sut.priorArtSearch?.candidates);
    const report = buildReport(sut, new Date('2026-01-02T03:04:05Z')).content;
    expect(report).toContain('Novelty Score: Not assessed');
    expect(report).not.toMatch(/Novelty Score: \d/);
    expect(report).not.toContain('10/10');
    expect(report).not.toMatch(/USUS/);
  });

  it('returns a §9 report with every section, prior art as reference, similarity out of 10 and description', async () => {
    const target = grants.find((g) => g.grantDate!.startsWith('2012'))!;
    const analysis = await analyzePatent(
      { loadPatent: async () => target, search, provider: new LocalProvider() },
      target.number,
      1,
    );
    const sut = buildReport(analysis, new Date('2026-01-02T03:04:05Z'));
    expect(sut.fileName).toBe(`patent-analysis-${target.number}-${Date.parse('2026-01-02T03:04:05Z')}.txt`);
    expect(sut.fileName).toMatch(/^patent-analysis-\d+-\d+\.txt$/);
    for (const section of [
      'Summary',
      'Key Claims',
      'Prior Art Comparison',
      'Patent Strength Analysis',
      'Recommendations',
    ])
      expect(sut.content).toContain(`\n${section}\n`);
    // Claims stored over several lines: each part indented under its claim, no part read as a line of its own.
    const broken = analysis.keyClaims.filter((c) => c.text.includes('\n'));
    expect(broken.length).toBeGreaterThan(0);
    for (const c of broken)
      for (const part of c.text.split('\n').slice(1)) expect(sut.content).toContain(`\n    ${part}\n`);
    // What the report rests on: engine, document status, cut-off and basis, reasons and signals of each score.
    expect(sut.content).toMatch(/^Engine: Local engine: claim parsing/m);
    expect(sut.content).toMatch(/^Document: utility patent, expiry not known; granted \d{4}-\d{2}-\d{2}\.$/m);
    expect(sut.content).toContain(
      `Cut-off: before ${target.earliestDate} (fallback: earliest date in the record; not exact)`,
    );
    // What the search covers, and what it does not, as a limit of the search: not a statement of the law.
    // The patent's effective filing date is before 2013-03-16: pre-AIA 35 U.S.C. 102, not the AIA's 102(a)(1)/(a)(2).
    expect(target.earliestDate < '2013-03-16').toBe(true);
    expect(sut.content).toContain(
      'Searched: documents published before the cut-off, an effective filing date before 2013-03-16, so pre-AIA 35 U.S.C. 102 applies',
    );
    // Earlier-filed US documents published after the cut-off are searched too, as of their US filing date (issue 23).
    expect(sut.content).toContain(
      'Also searched: US patents and applications filed in the US before the cut-off and published on or after it (prior art as of their US filing date, pre-AIA 35 U.S.C. 102(e))',
    );
    expect(sut.content).not.toContain('Not searched: earlier-filed');
    expect(sut.content).not.toContain('102(a)(1)');
    expect(sut.content).not.toContain('only documents published or granted before it are prior art');
    for (const label of ['Novelty Score', 'Technical Merit', 'Commercial Potential'])
      expect(sut.content).toMatch(new RegExp(`^${label}: (\\d+(\\.\\d)?/10|Not assessed) — \\S`, 'm'));
    expect(sut.content).toMatch(/^ {2}claims: \d+$/m);
    const p = analysis.priorArt[0];
    if (p) {
      expect(sut.content).toMatch(/^ {2}Claim \d+ element 1: \d+%/m);
      expect(sut.content).toContain(`Reference: US${p.patent}`);
      expect(sut.content).toContain(`Similarity: ${(p.similarity / 10).toFixed(1)}/10`);
    }
  });
});
