import { describe, expect, it } from 'vitest';
import { applicationStatusText, isGranted, statusShown } from './patent-status.js';

const base = { applicationStatus: null, grantDate: null, patentType: 'utility', kind: null };

describe(statusShown.name, () => {
  it('returns Granted for Patented Case, Granted or a grant date (§4)', () => {
    expect(statusShown({ ...base, applicationStatus: 'Patented Case', patentType: 'design' })).toBe(
      'Granted',
    );
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
    expect(applicationStatusText({ ...base, kind: 'A1', applicationStatus: ' Abandoned ' })).toBe(
      'Abandoned',
    );
    expect(applicationStatusText({ ...base, kind: 'A9' })).toBe('Published application');
    expect(applicationStatusText({ ...base, kind: 'B2' })).toBeNull();
    // Before 2001 a grant's kind was a bare A: its grant date keeps it a grant.
    expect(applicationStatusText({ ...base, kind: 'A', grantDate: '1999-01-05' })).toBeNull();
  });
});
