import { describe, expect, it } from 'vitest';
import { isGranted, statusShown } from './patent-status.js';

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
  it('returns Pending for a pre-grant publication without a status', () => {
    expect(isGranted({ ...base, kind: 'A1' })).toBe(false);
  });
});
