import { beforeAll, describe, expect, it } from 'vitest';
import type { AnswerSource, PatentDetail } from '@patent-hub/contracts';
import { feeLead } from '../legal/fee-lead.js';
import { lawSource } from '../legal/legal-answer.js';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import { COLLECTION_NAME, type LegalSource } from '../legal/legal-source.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { sourcesBlock } from './assistant.js';
import { patentAnswer } from './patent-answer.js';

// Attorney review (issue 25): a source line said "Title 35, United States Code" for an MPEP section. Every kind of
// source names its own collection — 35 U.S.C., 37 CFR, the MPEP with its revision, the fee schedule — and a patent
// its date. The legal texts are read from PATENT_DATA_DIR.
let kb: LegalKnowledgeBase;
beforeAll(() => {
  kb = LegalKnowledgeBase.load(legalDataDir());
}, 60_000);

/** What a source line of each collection must say: its label, its revision, and no other collection's name. */
const COLLECTIONS: Record<LegalSource, { label: RegExp; revision: RegExp }> = {
  '35 USC': { label: /^35 U\.S\.C\. /, revision: /^(?:OLRC text of ~2022|pre-AIA text, April 2013)$/ },
  '37 CFR': { label: /^37 CFR 1\./, revision: /^rules text of late 2013/ },
  MPEP: { label: /^MPEP \d/, revision: /^R-\d{2}\.\d{4}\b|^E9 / },
  fees: { label: /^37 CFR 1\.\d+\([a-z]\)/, revision: /^2013 fee schedule \(not current\)/ },
};
/** The source's line in the sources block, and a check that it names its own collection only. */
function expectOwnCollection(s: AnswerSource, kind: LegalSource) {
  const [line] = sourcesBlock([s], LOCAL_ENGINE)
    .split('\n')
    .filter((l) => l.startsWith('- '));
  const { label, revision } = COLLECTIONS[kind];
  expect(line.startsWith(`- ${s.label} — `), line).toBe(true);
  expect(s.label, line).toMatch(label);
  expect(s.revision ?? '', line).toMatch(revision);
  // The title is never another collection's name (an MPEP section is not "Title 35, United States Code").
  const others = Object.entries(COLLECTION_NAME).filter(
    ([k]) => k !== kind && !(kind === 'fees' && k === '37 CFR'),
  );
  for (const [, name] of others) expect(s.title, line).not.toBe(name);
}

const hitOf = (source: LegalSource, section: string) => {
  const s = kb.sections.find((x) => x.source === source && x.section === section)!;
  return { section: s, passage: kb.passagesOf(s.id)[0], score: 1 };
};

describe('Source lines', () => {
  it.each([
    ['35 USC', '119'],
    ['35 USC', '102 (pre-AIA)'],
    ['37 CFR', '1.78'],
    ['MPEP', '2136.03'],
    ['MPEP', '1504.02'],
    ['fees', '1.16(a)'],
  ] as [LegalSource, string][])('a quoted %s %s names its own collection and revision', (source, section) => {
    expectOwnCollection(lawSource(hitOf(source, section)), source);
  });

  it("a fee answer's fee paragraphs name the fee schedule", () => {
    const sources = feeLead(kb, 'What is the filing fee for a utility application?')!.sources;
    expect(sources.length).toBeGreaterThan(0);
    for (const s of sources) expectOwnCollection(s, 'fees');
  });

  it("a patent's computed dates cite 35 U.S.C. and the MPEP each by its own collection", () => {
    const mpep = {
      law: 'MPEP',
      section: '2136.03',
      revision: 'R-07.2022',
      url: 'https://www.uspto.gov/web/offices/pac/mpep/s2136.html',
    };
    const usc = kb.get('35 USC', '154')!;
    const statute = { law: '35 U.S.C.', section: '154(a)(2)', revision: usc.asOf, url: usc.url };
    const record = {
      ...RECORD,
      dates: {
        ...RECORD.dates!,
        effective_filing_date: { ...RECORD.dates!.effective_filing_date, citations: [mpep] },
        expiry: { ...RECORD.dates!.expiry, citations: [statute] },
      },
    } as PatentDetail;
    const { sources } = patentAnswer(record, 'When does US10000000 expire?', null, '2026-11-28');
    const law = (label: string) => sources.find((s) => s.label === label)!;
    expectOwnCollection(law('MPEP 2136.03'), 'MPEP');
    expect(law('MPEP 2136.03').title).toBe('Manual of Patent Examining Procedure');
    expectOwnCollection(law('35 U.S.C. 154(a)(2)'), '35 USC');
    // The patent itself is cited with its date, no revision.
    const patent = sources.find((s) => s.kind === 'patent')!;
    expect(patent).toMatchObject({ label: 'US10000000', revision: null, date: '2018-06-19' });
  });
});
