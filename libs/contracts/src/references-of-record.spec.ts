import { describe, expect, it } from 'vitest';
import type { PriorArtItem, ReferenceOfRecord } from './ai.js';
import {
  corpusCardText,
  ofRecordCounts,
  ofRecordLine,
  similarityMeaning,
  withCountry,
} from './references-of-record.js';

// Attorney review (issue 23): USD967598's counts line left its 4 held, uncharted references out of both numbers.
// Whatever the combination, the numbers after "listed" add up to it.
const chart: PriorArtItem = {
  patent: '6111611',
  title: 'A reference',
  similarity: 17,
  difference: 'Does not disclose 1 of 2 elements of claim 1.',
  missingElements: [],
  mappings: [],
};
const ref = (over: Partial<ReferenceOfRecord>): ReferenceOfRecord => ({
  number: '1234567',
  corpusNumber: '1234567',
  country: 'US',
  kind: 'B1',
  name: 'Someone',
  date: '2000-01-01',
  citedBy: 'examiner',
  held: 'not held',
  dateCheck: 'before',
  dateNote: 'dated 2000-01-01, before the cut-off 2005-01-14',
  ...over,
});
const charted = ref({ held: 'title and abstract', chart });
const design = ref({ held: 'title and abstract', notCharted: "a design patent's claim is its drawing" });
const uncharted = ref({ held: 'full text' });
const familyHeld = ref({ held: 'full text', family: true, dateCheck: 'after' });
const familyNot = ref({ family: true });
const notHeld = ref({ citedBy: 'applicant' });
const late = ref({ dateCheck: 'after' });
const npl = ref({
  number: 'Smith, A paper, 1999',
  corpusNumber: null,
  country: null,
  kind: 'npl',
  date: null,
});

/** The numbers between "listed" and the date flags, which are to account for every reference once. */
const accounted = (line: string) => {
  const [listed, partition] = line.split('; ');
  const total = Number(/^(\d+) listed/.exec(listed)![1]);
  const parts = partition.split(/, (?=\d)/).map((p) => Number(/^\d+/.exec(p)![0]));
  return { total, sum: parts.reduce((a, b) => a + b, 0) };
};

describe('the counts line of the references of record', () => {
  it('accounts for every reference in each combination', () => {
    const combos: ReferenceOfRecord[][] = [
      [charted, notHeld, late],
      [design, design, design, design, notHeld, npl],
      [uncharted, notHeld],
      [charted, design, uncharted, familyHeld, familyNot, notHeld, late, npl],
      [familyHeld, familyNot],
      [npl, npl],
      [charted],
      [],
    ];
    for (const refs of combos) {
      const { total, sum } = accounted(ofRecordCounts(refs));
      expect(sum, ofRecordCounts(refs)).toBe(refs.length);
      expect(total).toBe(refs.length);
    }
  });

  it('says why the references held by the corpus of a design patent are not charted', () => {
    const refs = [...Array<ReferenceOfRecord>(4).fill(design), ...Array<ReferenceOfRecord>(46).fill(notHeld)];
    expect(ofRecordCounts(refs)).toBe(
      "50 listed (4 cited by the examiner); 4 held by this corpus (not charted: a design patent's claim is its drawing), " +
        '46 not in this corpus',
    );
  });

  it('counts one of the continuity once, whatever the corpus holds of it, and does not flag its date', () => {
    expect(ofRecordCounts([charted, familyHeld, familyNot, notHeld, uncharted])).toBe(
      '5 listed (4 cited by the examiner); 1 held by this corpus and charted, 1 held by this corpus (not charted), ' +
        "2 in this patent's own continuity (not prior art against it), 1 not in this corpus",
    );
  });
});

describe('the line of one reference of record', () => {
  it('says why a held reference of a design patent is not charted', () => {
    expect(ofRecordLine(design)).toBe(
      "US1234567 B1 — Someone; cited by the examiner; title and abstract in this corpus, not charted: a design patent's " +
        'claim is its drawing; dated 2000-01-01, before the cut-off 2005-01-14.',
    );
  });

  it('gives no reason when the reference is held and nothing says why it is not charted', () => {
    expect(ofRecordLine(uncharted)).toContain('; full text in this corpus; dated');
  });
});

describe('a reference of record as printed (attorney re-review)', () => {
  it('prints the country once when the number already carries it', () => {
    expect(withCountry('WO', 'WO 2005/080928')).toBe('WO 2005/080928');
    expect(withCountry('WO', 'WO2005080928', '')).toBe('WO2005080928');
    expect(withCountry('JP', '2001-123456')).toBe('JP 2001-123456');
    expect(withCountry(null, '2001-123456')).toBe('2001-123456');
    const wo = ref({ number: 'WO 2005/080928', corpusNumber: null, country: 'WO', kind: 'A1' });
    expect(ofRecordLine(wo)).toMatch(/^WO 2005\/080928 A1 — /);
  });

  it("says a chart on claim 0 is on the patent's title and abstract", () => {
    const noClaims = ref({ held: 'title and abstract', chart: { ...chart, chartClaim: 0 } });
    expect(ofRecordLine(noClaims)).toContain(
      "charted on this patent's title and abstract (the record gives no claims)",
    );
    expect(ofRecordLine(noClaims)).not.toContain('claim 0');
  });
});

describe('a parent of record when a continuation-in-part is in the chain (attorney re-review, US11646472)', () => {
  it('is prior art against claims relying on the CIP matter when public more than a year before the CIP', () => {
    const parent = ref({ held: 'full text', family: true, date: '2007-10-16', cipFiled: '2014-01-15' });
    const line = ofRecordLine(parent);
    expect(line).toContain(
      "in this patent's own continuity: not prior art against claims entitled to the parent's date; against a claim relying on matter first added in the continuation-in-part filed 2014-01-15, it is prior art: dated 2007-10-16, more than a year before that filing",
    );
    expect(line).toContain('MPEP 2133.01');
    expect(ofRecordCounts([parent])).toContain(
      "1 in this patent's own continuity (not prior art against claims entitled to the parent's date)",
    );
  });

  it('is conditional within the year before the CIP, and without a CIP the family line is unchanged', () => {
    const recent = ref({ family: true, date: '2013-06-01', cipFiled: '2014-01-15' });
    expect(ofRecordLine(recent)).toContain(
      'it is prior art only if it was made public more than a year before',
    );
    expect(ofRecordLine(ref({ family: true }))).toContain(
      "in this patent's own continuity: not prior art against it;",
    );
  });
});

describe("the corpus's record of a reference of record (attorney review: the examiner's art had no codes)", () => {
  it('gives the title, date and CPC and IPC codes of one the corpus holds, and says when it has none', () => {
    // US6981898 as the XML grant prints it: IPC only (the 2005–2012 grants carry no CPC).
    const held = ref({
      held: 'full text',
      corpusCard: { title: 'Connector', date: '2006-01-03', cpc: [], ipc: ['H01R13/648'] },
    });
    expect(corpusCardText(held)).toBe('corpus record: "Connector", dated 2006-01-03, IPC H01R13/648');
    expect(ofRecordLine(held)).toContain(
      '; corpus record: "Connector", dated 2006-01-03, IPC H01R13/648; dated',
    );
    const both = { corpusCard: { title: 'T', date: null, cpc: ['H01R 13/6471'], ipc: ['H01R13/648'] } };
    expect(corpusCardText(both)).toBe('corpus record: "T", undated, CPC H01R 13/6471; IPC H01R13/648');
    const none = { corpusCard: { title: 'T', date: '2000-01-01', cpc: [], ipc: [] } };
    expect(corpusCardText(none)).toBe(
      'corpus record: "T", dated 2000-01-01, no CPC or IPC code in the corpus',
    );
  });

  it('says one not held is not in this corpus, and gives it no corpus record', () => {
    expect(corpusCardText(notHeld)).toBeNull();
    expect(ofRecordLine(notHeld)).toBe(
      'US1234567 B1 — Someone; cited by the applicant; not in this corpus (no text, title or classification codes of it here); dated 2000-01-01, before the cut-off 2005-01-14.',
    );
  });
});

describe('what the similarity measures', () => {
  it('is term overlap of the charted claim, or of the title and abstract when the record gives no claims', () => {
    expect(similarityMeaning({ chartClaim: 4, mappings: [] })).toBe(
      "term overlap: the mean share of claim 4's element terms found in this reference, not how many elements it discloses",
    );
    expect(similarityMeaning({ chartClaim: 0, mappings: [] })).toContain(
      "the mean share of the terms of this patent's title and abstract found in this reference",
    );
  });
});
