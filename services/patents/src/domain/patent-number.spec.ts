import { describe, expect, it } from 'vitest';
import {
  applicationNumberText,
  googlePatentsUrl,
  normalizeApplicationNumber,
  parsePatentNumber,
} from './patent-number.js';

describe(parsePatentNumber.name, () => {
  it.each([
    ['US 11,646,472 B2', '11646472', 'B2'],
    ['06836899', '6836899', null],
    ['D0531781', 'D531781', null],
    ['USD877149S1', 'D877149', 'S1'],
    ['RE044891', 'RE44891', null],
    ['USRE48498E1', 'RE48498', 'E1'],
    ['PP015678', 'PP15678', null],
    ['US20210210819A1', '20210210819', 'A1'],
    ['2007/0217688', '20070217688', null],
    ['US-4999833-A', '4999833', 'A'],
  ])('returns the normalised number of %s', (raw, number, kind) => {
    expect(parsePatentNumber(raw)).toEqual({ number, kind });
  });
  it('returns null for text that is not a patent number', () => {
    expect(parsePatentNumber('hello')).toBeNull();
    expect(parsePatentNumber('')).toBeNull();
  });
});

describe(googlePatentsUrl.name, () => {
  it('returns the Google Patents page from number and kind, dropping an unknown kind', () => {
    expect(googlePatentsUrl('11646472', 'B2')).toBe('https://patents.google.com/patent/US11646472B2/en');
    expect(googlePatentsUrl('D531781', 'S1')).toBe('https://patents.google.com/patent/USD531781S1/en');
    expect(googlePatentsUrl('PP9881', null)).toBe('https://patents.google.com/patent/USPP9881/en');
    expect(googlePatentsUrl('RE38551', 'E1')).toBe('https://patents.google.com/patent/USRE38551E1/en');
  });
});

describe(normalizeApplicationNumber.name, () => {
  it('returns digits for the usual spellings', () => {
    expect(normalizeApplicationNumber('17/248,024')).toBe('17248024');
    expect(normalizeApplicationNumber('15/995745')).toBe('15995745');
  });
});

describe(applicationNumberText.name, () => {
  it.each([
    ['14156267', '14/156,267'],
    ['14/156,267', '14/156,267'],
    ['US 14/156267', '14/156,267'],
    ['60123456', '60/123,456'],
  ])('returns the USPTO form of the US application number %s', (raw, printed) => {
    expect(applicationNumberText(raw)).toBe(printed);
    expect(applicationNumberText(raw, 'US')).toBe(printed);
  });

  it('returns the number as given when it is not a US series code and six digits', () => {
    expect(applicationNumberText('PCT/US2005/012345')).toBe('PCT/US2005/012345');
    expect(applicationNumberText('1234567')).toBe('1234567');
    expect(applicationNumberText('10012345', 'DE')).toBe('10012345');
    expect(applicationNumberText('2001-123456', 'JP')).toBe('2001-123456');
  });
});
