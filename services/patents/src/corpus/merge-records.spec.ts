import { describe, expect, it } from 'vitest';
import { emptyRecord } from '../domain/patent-record.js';
import { contentHash, mergeRecords } from './merge-records.js';

const xml = {
  ...emptyRecord('xml', '11646472'),
  title: 'Making lithium metal—seawater battery cells',
  abstract: 'Active metal…',
  assignee: 'PolyPlus Battery Company',
  filingDate: '2021-01-05',
};
const odp = {
  ...emptyRecord('odp', '11646472'),
  title: 'MAKING LITHIUM METAL - SEAWATER BATTERY CELLS',
  applicationStatus: 'Patented Case',
  assignee: 'NEW OWNER INC',
  docketNumber: 'PLUSP040X1C4US',
};

describe(mergeRecords.name, () => {
  it('keeps the XML text and takes the ODP prosecution data, whichever comes first', () => {
    const a = mergeRecords(xml, ['xml'], odp);
    const b = mergeRecords(odp, ['odp'], xml);
    for (const r of [a, b]) {
      expect(r).toMatchObject({
        title: xml.title,
        abstract: xml.abstract,
        applicationStatus: 'Patented Case',
        docketNumber: 'PLUSP040X1C4US',
        assignee: 'NEW OWNER INC',
        filingDate: '2021-01-05',
      });
    }
  });
  it('never replaces a value with an empty one', () => {
    expect(mergeRecords(xml, ['xml'], { ...emptyRecord('xml', '11646472') }).abstract).toBe('Active metal…');
  });
});

describe(contentHash.name, () => {
  it('returns the same hash whatever the key order and a new one when content changes', () => {
    const reordered = Object.fromEntries(Object.entries(xml).reverse()) as typeof xml;
    expect(contentHash(reordered, ['xml'])).toBe(contentHash(xml, ['xml']));
    expect(contentHash({ ...xml, title: 'x' }, ['xml'])).not.toBe(contentHash(xml, ['xml']));
  });
});
