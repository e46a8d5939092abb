import { beforeAll, describe, expect, it } from 'vitest';
import { dataPath } from '../../test/support/data-dir.js';
import type { PatentRecord } from '../domain/patent-record.js';
import { readFile } from '../ingest/sources.js';
import { benefitsOf } from './search.service.js';

// A reference's earliest benefit claims as patents.similar gives them (issue 23), from real grants of
// ../shared/data read by the ingest's own XML reader and stored as a card row holds them.
const SLICES = ['ipg070102', 'ipg120103', 'ipg130416'].map(
  (s) => `uspto-xml/PatentsView__PatentsView-DB/ipgxml/${s}.small.xml`,
);
const records = new Map<string, PatentRecord>();

/** The card row's continuity and priority claims, as CARD_COLUMNS selects them from the stored record. */
const benefits = (number: string) => {
  const r = records.get(number);
  if (!r) throw new Error(`${number} not read`);
  return benefitsOf({
    continuity: r.continuity.map((c) => ({
      direction: c.direction,
      number: c.applicationNumber,
      patent: c.patent,
      type: c.type,
      typeText: c.typeText,
      date: c.filingDate,
      status: c.status,
    })),
    priority_claims: r.priorityClaims,
    application_number: r.applicationNumber,
    filing_date: r.filingDate,
  });
};

describe('benefitsOf: the earliest benefit claims of real references', () => {
  beforeAll(async () => {
    for (const f of SLICES)
      for await (const item of readFile(dataPath(f)))
        if (item.kind === 'record') records.set(item.record.patentNumber, item.record);
  });

  it('US7157516 (filed 2004-06-23) claims US provisional 60/480,731 of 2003-06-23 and no foreign priority', () => {
    expect(records.get('7157516')?.filingDate).toBe('2004-06-23');
    expect(benefits('7157516')).toEqual({
      usBenefit: {
        relation: 'provisional',
        applicationNumber: '60480731',
        country: 'US',
        date: '2003-06-23',
      },
      foreignPriority: null,
    });
  });

  it('US8420484 (filed 2011-07-18): a division of a 2009-06-29 application, and a KR priority of 2009-06-04', () => {
    expect(benefits('8420484')).toEqual({
      usBenefit: { relation: 'division', applicationNumber: '12493268', country: 'US', date: '2009-06-29' },
      foreignPriority: {
        relation: 'foreign',
        applicationNumber: '10-2009-0049351',
        country: 'KR',
        date: '2009-06-04',
      },
    });
  });

  it('US8089596 (filed 2010-12-10): a continuation of a 2005-05-19 application, and a JP priority of 2004-05-21', () => {
    const b = benefits('8089596');
    expect(b.usBenefit).toMatchObject({
      relation: 'continuation',
      applicationNumber: '11132767',
      date: '2005-05-19',
    });
    expect(b.foreignPriority).toMatchObject({ relation: 'foreign', country: 'JP', date: '2004-05-21' });
  });

  it('US8420021: a continuation of an international application (365(c)) is a US benefit claim, numbered WO', () => {
    expect(benefits('8420021').usBenefit).toMatchObject({
      relation: 'continuation',
      applicationNumber: 'PCT/JP2008/062636',
      country: 'WO',
      date: '2008-07-12',
    });
  });

  it('gives none before the own filing date, and never a national stage or a reissue parent', () => {
    let read = 0;
    for (const [n, r] of records) {
      const b = benefits(n);
      for (const x of [b.usBenefit, b.foreignPriority].filter((y) => y !== null)) {
        read++;
        expect(!r.filingDate || x.date < r.filingDate, n).toBe(true);
        expect(['national-stage', 'reissue']).not.toContain(x.relation);
      }
    }
    expect(read).toBeGreaterThan(20);
  });
});
