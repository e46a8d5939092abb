import { parseOrThrow, searchQuerySchema, type SearchQueryInput } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../search/query-parser.js';
import { odpSearchRequest } from './odp-query.js';

const T = 'applicationMetaData.inventionTitle';
const sut = (input: SearchQueryInput) => {
  const q = parseOrThrow(searchQuerySchema, { dateRange: 'all_time', ...input });
  return odpSearchRequest(q, q.keywords ? parseQuery(q.keywords) : null, 25, '2026-11-21');
};

describe(odpSearchRequest.name, () => {
  it('searches titles for keywords, newest filings first, without the event history', () => {
    expect(sut({ keywords: 'battery "lithium electrode"' })).toEqual({
      q: `(${T}:battery AND ${T}:"lithium electrode")`,
      sort: [{ field: 'applicationMetaData.filingDate', order: 'desc' }],
      fields: [
        'applicationNumberText',
        'applicationMetaData',
        'assignmentBag',
        'parentContinuityBag',
        'childContinuityBag',
        'grantDocumentMetaData',
        'pgpubDocumentMetaData',
      ],
      pagination: { offset: 0, limit: 25 },
    });
  });

  it('maps OR, NOT and the field prefixes, dropping what the ODP cannot check', () => {
    expect(
      sut({
        keywords:
          '(seawater OR airbag) -golf inventor:visco assignee:polyplus cpc:H01M50/46 claims:separator',
      })?.q,
    ).toBe(
      `((${T}:seawater OR ${T}:airbag) AND NOT ${T}:golf AND applicationMetaData.inventorBag.inventorNameText:visco` +
        ' AND applicationMetaData.firstApplicantName:polyplus AND applicationMetaData.cpcClassificationBag:H01M*)',
    );
    expect(sut({ keywords: 'seawater OR claims:separator' })).toBeNull();
  });

  it('never passes query syntax typed by the user through', () => {
    const q = sut({ keywords: 'title:lith* OR "a) OR (b" applicationMetaData.x:[1 TO 2] \\ ~ ^ /' })!.q!;
    expect(q).not.toMatch(/[*\\~^/[\]]/);
    expect(q).toContain(`${T}:"a or b"`);
  });

  it('maps numbers, application numbers, inventor and assignee fields, class and date range', () => {
    // A number is looked up whatever the date range; other subjects keep it.
    expect(sut({ patentNumber: 'US 11,646,472 B2', dateRange: 'last_5_years' })?.q).toBe(
      'applicationMetaData.patentNumber:11646472',
    );
    expect(sut({ inventor: 'Visco', dateRange: 'last_5_years' })?.q).toBe(
      '(applicationMetaData.inventorBag.inventorNameText:visco AND (applicationMetaData.grantDate:[2021-11-21 TO 2026-11-21]' +
        ' OR applicationMetaData.filingDate:[2021-11-21 TO 2026-11-21]))',
    );
    expect(sut({ patentNumber: 'US20240362478A1' })?.q).toBe(
      'applicationMetaData.earliestPublicationNumber:US20240362478*',
    );
    expect(sut({ applicationNumber: '17/248,024', classification: 'G06N' })?.q).toBe(
      '(applicationNumberText:17248024 AND applicationMetaData.cpcClassificationBag:G06N*)',
    );
    expect(sut({ inventor: 'Visco, Steven', assignee: 'PolyPlus Battery' })?.q).toBe(
      '((applicationMetaData.inventorBag.inventorNameText:visco AND applicationMetaData.inventorBag.inventorNameText:steven)' +
        ' AND (applicationMetaData.firstApplicantName:polyplus AND applicationMetaData.firstApplicantName:battery))',
    );
    expect(
      sut({ keywords: 'lithium before:2020', dateRange: 'custom', customStartDate: '2010-01-01' })?.q,
    ).toBe(
      `((${T}:lithium AND (applicationMetaData.grantDate:[1790-01-01 TO 2019-12-31] OR applicationMetaData.filingDate:[1790-01-01 TO 2019-12-31]))` +
        ' AND (applicationMetaData.grantDate:[2010-01-01 TO 9999-12-31] OR applicationMetaData.filingDate:[2010-01-01 TO 9999-12-31]))',
    );
  });

  it('asks nothing when the criteria name nothing to look for', () => {
    expect(sut({})).toBeNull();
    expect(sut({ dateRange: 'last_year', status: 'granted', classification: 'H01M' })).toBeNull();
    expect(sut({ keywords: 'after:2020 -golf cpc:H01M' })).toBeNull();
    expect(sut({ keywords: 'abstract:battery' })).toBeNull();
  });
});
