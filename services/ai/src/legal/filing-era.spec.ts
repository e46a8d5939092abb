import { describe, expect, it } from 'vitest';
import { eraWords, lawEra } from './filing-era.js';

describe(lawEra.name, () => {
  it('returns the law the question names, before any date it gives', () => {
    expect(lawEra('Under pre-AIA 102(e), when is a US patent prior art?')?.era).toBe('pre-AIA');
    expect(lawEra('Under the old law, filed in 2014, what is prior art?')).toMatchObject({
      era: 'pre-AIA',
      from: 'words',
    });
    expect(lawEra('What counts as prior art under the AIA?')).toMatchObject({ era: 'AIA', from: 'words' });
  });

  it('reads the filing date when the question names both laws to ask which applies', () => {
    expect(
      lawEra('Filed 2014-03-10 claiming a 2012-11-05 provisional — is it AIA or pre-AIA?'),
    ).toMatchObject({
      era: 'AIA',
      from: 'date',
    });
    // Without a full date, the old law named still decides.
    expect(lawEra('Was the pre-AIA on-sale bar changed by the AIA?')?.era).toBe('pre-AIA');
  });

  it('returns pre-AIA for a filing year before 2013, AIA after it, and either for 2013', () => {
    expect(lawEra('My application was filed in 2012; is that sale a bar?')).toEqual({
      era: 'pre-AIA',
      from: 'year',
      filed: '2012',
    });
    expect(lawEra('My application was filed in 2014. What is prior art?')?.era).toBe('AIA');
    expect(lawEra('My application was filed in 2013. What is prior art?')?.era).toBe('either');
    expect(lawEra('Our 2011 application was rejected over a US patent.')?.era).toBe('pre-AIA');
    expect(lawEra('Our application was filed before 2013: what is prior art?')?.era).toBe('pre-AIA');
    expect(lawEra('Our application was filed after 2013: what is prior art?')?.era).toBe('AIA');
    expect(lawEra('Our application was filed after 2012: what is prior art?')?.era).toBe('either');
  });

  it('reads a full filing date against 2013-03-16', () => {
    expect(lawEra('We filed on 2013-03-15.')).toMatchObject({ era: 'pre-AIA', from: 'date' });
    expect(lawEra('The application was filed on March 16, 2013.')).toMatchObject({
      era: 'AIA',
      filed: '2013-03-16',
    });
    // Every form the deadline calculator reads: day first with the month's name, the US numeric form.
    expect(lawEra('We filed on 15 March 2013.')).toMatchObject({ era: 'pre-AIA', filed: '2013-03-15' });
    expect(lawEra('Our application was filed 3/18/2013.')).toMatchObject({ era: 'AIA', filed: '2013-03-18' });
  });

  it("prefers the asker's application's date to another's", () => {
    expect(lawEra("A competitor's patent was filed in 2010. My application was filed in 2015.")?.era).toBe(
      'AIA',
    );
  });

  it('returns null when the question names no law and gives no filing date', () => {
    expect(lawEra('What is a terminal disclaimer?')).toBeNull();
    expect(lawEra('My patent was granted in 2010: when is the last maintenance fee due?')).toBeNull();
  });
});

describe(eraWords.name, () => {
  it('marks a question filed before 2013 as pre-AIA, and leaves others as they are', () => {
    expect(eraWords('Filed in 2012: is it barred?')).toBe('Filed in 2012: is it barred? (pre-AIA)');
    expect(eraWords('Under pre-AIA law, is it barred?')).toBe('Under pre-AIA law, is it barred?');
    expect(eraWords('Filed in 2013: is it barred?')).toBe('Filed in 2013: is it barred?');
  });
});
