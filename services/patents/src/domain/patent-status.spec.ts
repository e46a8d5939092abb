import { describe, expect, it } from 'vitest';
import { applicationStatusText, expirationDate, isGranted, statusShown } from './patent-status.js';

const base = { applicationStatus: null, grantDate: null, patentType: 'utility', kind: null };

describe(statusShown.name, () => {
  it('returns Granted for Patented Case, Granted or a grant date (§4)', () => {
    expect(statusShown({ ...base, applicationStatus: 'Patented Case', patentType: 'design' })).toBe('Granted');
    expect(statusShown({ ...base, patentType: 'design', grantDate: '2012-03-27' })).toBe('Granted');
  });
  it('returns the status text otherwise, and for no status Granted for utility and Pending for others', () => {
    expect(statusShown({ ...base, applicationStatus: 'Abandoned' })).toBe('Abandoned');
    expect(statusShown(base)).toBe('Granted');
    expect(statusShown({ ...base, patentType: 'design' })).toBe('Pending');
  });
  it('returns Published application for a pre-grant publication without a status', () => {
    expect(isGranted({ ...base, kind: 'A1' })).toBe(false);
    expect(statusShown({ ...base, kind: 'A1' })).toBe('Published application');
  });
});

describe(applicationStatusText.name, () => {
  it('returns the recorded status, else Published application for a publication, else null', () => {
    expect(applicationStatusText({ ...base, kind: 'A1', applicationStatus: ' Abandoned ' })).toBe('Abandoned');
    expect(applicationStatusText({ ...base, kind: 'A9' })).toBe('Published application');
    expect(applicationStatusText({ ...base, kind: 'B2' })).toBeNull();
    // Before 2001 a grant's kind was a bare A: its grant date keeps it a grant.
    expect(applicationStatusText({ ...base, kind: 'A', grantDate: '1999-01-05' })).toBeNull();
  });
});

describe(expirationDate.name, () => {
  it('returns 20 years from filing for utility patents filed since June 1995', () => {
    expect(expirationDate({ patentType: 'utility', filingDate: '2021-01-05', grantDate: '2023-05-09', granted: true })).toBe('2041-01-05');
  });
  it('returns the later of 17 years from grant and 20 from filing for older filings', () => {
    expect(expirationDate({ patentType: 'utility', filingDate: '1990-01-01', grantDate: '1995-01-01', granted: true })).toBe('2012-01-01');
  });
  it('returns 14 or 15 years from grant for designs depending on the filing date', () => {
    expect(expirationDate({ patentType: 'design', filingDate: '2011-11-10', grantDate: '2012-03-27', granted: true })).toBe('2026-03-27');
    expect(expirationDate({ patentType: 'design', filingDate: '2016-01-01', grantDate: '2017-02-28', granted: true })).toBe('2032-02-28');
  });
  it('returns a real date for a 29 February start and null for applications', () => {
    expect(expirationDate({ patentType: 'utility', filingDate: '2000-02-29', grantDate: null, granted: true })).toBe('2020-02-29');
    expect(expirationDate({ patentType: 'utility', filingDate: '1997-02-28', grantDate: '2000-02-29', granted: true })).toBe('2017-02-28');
    expect(expirationDate({ patentType: 'utility', filingDate: '2020-01-01', grantDate: null, granted: false })).toBeNull();
  });
});
