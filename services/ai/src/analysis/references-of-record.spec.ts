import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusCardText, heldText, OF_RECORD_NOT_HELD, ofRecordLine } from '@patent-hub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice, type XmlGrant } from '../../test/support/uspto-xml-reader.js';
import { buildLocalAnalysis } from '../engine/local-analysis.js';
import { checkDate, citedByOf, corpusNumberOf, recordDate } from '../engine/references-of-record.js';
import type { CandidateFullText, CorpusSearch } from '../engine/types.js';
import { analysisEvidence } from './analysis-narrative.js';
import { LocalProvider } from '../providers/local.provider.js';
import { analyzePatent } from './analyze-patent.use-case.js';
import { searchPriorArt } from './prior-art.retriever.js';
import { buildReport } from './report.js';

// US7864866 (weekly slice ipg110104): 12 references of record. US6111611, cited by the examiner, is in the derived
// corpus (title and abstract); US5892535 (Allen) is not; US6922739 (Core) is dated after the patent's cut-off.
const HELD = '6111611';
let grant: XmlGrant;
let search: CorpusSearch;

beforeAll(() => {
  const file = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg110104.small.xml');
  grant = readGrantSlice(file).find((g) => g.number === '7864866')!;
  const line = readFileSync(path.join(patentDataDir(), 'derived/us_patents_title_abstract.jsonl'), 'utf8')
    .split('\n')
    .find((l) => l.includes(`"patent_number": "${HELD}"`) || l.includes(`"patent_number":"${HELD}"`))!;
  const card = JSON.parse(line) as { title: string; abstract: string; date: string; cpc: string[] };
  // The corpus as patents.fullTexts gives it: only the numbers it holds, each with its card. No retrieval.
  search = {
    similar: async () => [],
    async fullText(numbers) {
      const out = new Map<string, CandidateFullText>();
      if (numbers.includes(HELD))
        out.set(HELD, {
          claims: [],
          description: '',
          card: { title: card.title, abstract: card.abstract, date: card.date, cpc: card.cpc, ipc: [] },
        });
      return out;
    },
  };
});

const analyse = async (floor?: number, familyNumbers = grant.familyNumbers) => {
  const patent = { ...grant, familyNumbers };
  const found = await searchPriorArt(search, patent, { floor });
  return { patent, draft: buildLocalAnalysis(patent, found, { now: new Date('2026-01-01') }) };
};

describe('references of record', () => {
  it('reads every citation of the real record with who cited it', () => {
    expect(grant.citations).toHaveLength(12);
    expect(grant.citations.filter((c) => citedByOf(c.category) === 'examiner')).toHaveLength(5);
  });

  it('charts the one the corpus holds under the floor, labelled, without letting it set novelty', async () => {
    const { draft } = await analyse();
    const refs = draft.referencesOfRecord!;
    expect(refs).toHaveLength(12);
    const held = refs[0];
    expect(held).toMatchObject({
      corpusNumber: HELD,
      citedBy: 'examiner',
      held: 'title and abstract',
      date: '2000-08-29',
      dateCheck: 'before',
      overFloor: false,
      inPriorArt: false,
    });
    expect(held.chart!.mappings.length).toBeGreaterThan(0);
    expect(heldText(held)).toMatch(
      /^title and abstract in this corpus, charted on claim \d+: \d+ of \d+ elements disclosed · term coverage \d+% \(under the relevance floor: shown because it is of record; it does not set the novelty score\)$/,
    );
    // The line and the chart's description count the same elements (attorney review, issue 23 item 3).
    const [, found, of] = /: (\d+) of (\d+) elements disclosed/.exec(heldText(held))!;
    const missing = held.chart!.missingElements.length;
    expect(Number(of) - Number(found)).toBe(missing);
    if (missing) expect(held.chart!.difference).toContain(`${missing} of ${of} elements of claim`);
    expect(draft.priorArt).toEqual([]);
    expect(draft.noveltyScore).toBeNull();
    expect(draft.referencesOfRecordRule).toMatch(
      /one under the floor, or not dated before the cut-off, does not/,
    );
  });

  it('lists one not held as not in this corpus, with its month-only date checked', async () => {
    const { draft } = await analyse();
    const allen = draft.referencesOfRecord!.find((r) => r.corpusNumber === '5892535')!;
    expect(allen).toMatchObject({
      held: 'not held',
      citedBy: 'examiner',
      date: '1999-04',
      dateCheck: 'before',
    });
    expect(allen.chart).toBeUndefined();
    expect(heldText(allen)).toBe(OF_RECORD_NOT_HELD);
    expect(heldText(allen)).toBe('not in this corpus (no text, title or classification codes of it here)');
    expect(allen.corpusCard).toBeUndefined();
    const foreign = draft.referencesOfRecord!.find((r) => r.country === 'JP')!;
    expect(foreign).toMatchObject({ corpusNumber: null, held: 'not held' });
  });

  it("shows the corpus's record of one it holds: title, date and classification codes (none for US6111611)", async () => {
    const { draft } = await analyse();
    const held = draft.referencesOfRecord!.find((r) => r.corpusNumber === HELD)!;
    expect(held.corpusCard).toEqual({
      title:
        'System for forming and processing program specific information suitable for terrestrial, cable or satellite broadcast',
      date: '2000-08-29',
      cpc: [],
      ipc: [],
    });
    expect(corpusCardText(held)).toBe(
      'corpus record: "System for forming and processing program specific information suitable for terrestrial, ' +
        'cable or satellite broadcast", dated 2000-08-29, no CPC or IPC code in the corpus',
    );
    expect(ofRecordLine(held)).toContain(`; ${corpusCardText(held)}; dated 2000-08-29, before the cut-off`);
    // The others are not in the corpus: no card, and the line says so.
    const others = draft.referencesOfRecord!.filter((r) => r.corpusNumber !== HELD);
    expect(others.every((r) => !r.corpusCard && r.held === 'not held')).toBe(true);
  });

  it('flags a reference of record dated after the cut-off rather than hiding it', async () => {
    const { draft } = await analyse();
    expect(draft.priorArtSearch.cutoff).toBe('2005-01-14');
    const core = draft.referencesOfRecord!.find((r) => r.corpusNumber === '6922739')!;
    expect(core.dateCheck).toBe('after');
    expect(core.dateNote).toBe(
      'dated 2005-07, on or after the cut-off 2005-01-14: not prior art by its publication date; as a US patent or application it may be by an earlier filing date (pre-AIA 35 U.S.C. 102(e)), which the record does not give',
    );
  });

  it('shows a reference of record that clears the floor among the prior art, marked as cited by the examiner', async () => {
    const { draft } = await analyse(0);
    expect(draft.priorArt.map((p) => [p.patent, p.ofRecord])).toEqual([[HELD, 'examiner']]);
    expect(draft.referencesOfRecord![0]).toMatchObject({ overFloor: true, inPriorArt: true });
  });

  it("does not chart one of the patent's own family", async () => {
    const { draft } = await analyse(undefined, [...grant.familyNumbers, HELD]);
    const held = draft.referencesOfRecord!.find((r) => r.corpusNumber === HELD)!;
    expect(held).toMatchObject({ family: true, held: 'title and abstract' });
    expect(held.chart).toBeUndefined();
  });

  it('gives the model the charted reference of record and lets it cite its number', async () => {
    const { patent, draft } = await analyse();
    const evidence = analysisEvidence(patent, draft).referencesOfRecord!;
    expect(evidence.charted.map((c) => [c.patent, c.citedBy, c.setsNoveltyScore])).toEqual([
      ['US6111611', 'cited by the examiner', false],
    ]);
    expect(evidence.others).toHaveLength(11);
    expect(evidence.others).toContain(
      'US5892535 A — Allen et al.; cited by the examiner; not in this corpus (no text, title or classification codes of it here); dated 1999-04, before the cut-off 2005-01-14.',
    );
  });
});

describe('the text report', () => {
  it('lists the references of record in the Prior Art Comparison section, before the scores', async () => {
    const deps = { loadPatent: async () => grant, search, provider: new LocalProvider() };
    const a = await analyzePatent(deps, grant.number, 1);
    const { content } = buildReport(a, new Date('2026-01-01'));
    const lines = content.split('\n');
    const at = (s: string) => lines.findIndex((l) => l.startsWith(s));
    expect(lines[at('References of record')]).toBe(
      'References of record (cited during examination): 12 listed (5 cited by the examiner); 1 held by this corpus and charted, 11 not in this corpus; 3 dated on or after the cut-off (flagged below).',
    );
    expect(at('Prior Art Comparison')).toBeLessThan(at('References of record'));
    expect(at('References of record')).toBeLessThan(at('Patent Strength Analysis'));
    expect(lines).toContain(
      'Reference of record: US5892535 A — Allen et al.; cited by the examiner; not in this corpus (no text, title or classification codes of it here); dated 1999-04, before the cut-off 2005-01-14.',
    );
    expect(lines[at('Reference of record: US6111611')]).toMatch(
      /^Reference of record: US6111611 A — System for forming and processing program specific information .*; cited by the examiner; title and abstract in this corpus, charted on claim \d+: \d+ of \d+ elements disclosed · term coverage \d+% /,
    );
    // A row with no passage says so rather than quoting nothing.
    expect(lines.filter((l) => l.endsWith('→ ""'))).toEqual([]);
  });
});

describe('reference of record numbers and dates', () => {
  it.each([
    [{ document_number: '06111611', country: 'US', kind: 'A' }, '6111611'],
    [{ document_number: 'D0513425', country: 'US', kind: 'S' }, 'D513425'],
    [{ document_number: '20050117654', country: 'US', kind: 'A1' }, '20050117654'],
    [{ document_number: '2003-153257', country: 'JP', kind: null }, null],
    [{ document_number: 'Smith, A study, 1999', country: null, kind: 'npl' }, null],
  ])('looks %o up in the corpus as %s', (c, n) => expect(corpusNumberOf(c)).toBe(n));

  it('keeps a record date as precise as it is and cannot place the cut-off month', () => {
    expect(recordDate('19870600')).toBe('1987-06');
    expect(recordDate('19870615')).toBe('1987-06-15');
    expect(recordDate('19870000')).toBe('1987');
    expect(checkDate('2005-01', '2005-01-14')).toBe('unclear');
    expect(checkDate('2004-12', '2005-01-14')).toBe('before');
    expect(checkDate('2005-01-14', '2005-01-14')).toBe('after');
    expect(checkDate(null, '2005-01-14')).toBe('undated');
  });
});
