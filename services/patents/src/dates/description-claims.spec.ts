import { describe, expect, it } from 'vitest';
import { descriptionClaims, descriptionDate } from './description-claims.js';

describe('benefit claims read from a description', () => {
  it('parses the dates the cross-reference paragraphs print', () => {
    expect(descriptionDate('Mar. 1, 2006')).toBe('2006-03-01');
    expect(descriptionDate('July 26, 2006')).toBe('2006-07-26');
    expect(descriptionDate('Sept. 2, 2010')).toBe('2010-09-02');
    expect(descriptionDate('Foo. 2, 2010')).toBeNull();
  });

  it('reads provisionals by series code and the relation words before a non-provisional', () => {
    const text =
      'CROSS REFERENCE TO RELATED APPLICATIONS\n\nThis application is a continuation-in-part of U.S. application ' +
      'Ser. No. 11/111,111, filed Jan. 5, 2005, which claims the benefit of U.S. Provisional Application No. ' +
      '60/222,222, filed on Feb. 6, 2004.\n\nBACKGROUND';
    expect(descriptionClaims(text).map((l) => [l.relation, l.application_number, l.filing_date])).toEqual([
      ['continuation-in-part', '11111111', '2005-01-05'],
      ['provisional', '60222222', '2004-02-06'],
    ]);
  });

  it('says when no relation word goes with a number, even after a relation word for other numbers', () => {
    const text =
      'This application is a continuation of U.S. patent application Ser. Nos. 12/030,673 and 12/030,688, now U.S. ' +
      'Pat. Nos. 7,754,065 and 7,754,066, respectively, filed on Feb. 13, 2008; both of which claim the benefit of ' +
      'U.S. patent application Ser. No. 11/097,073, filed on Mar. 31, 2005.';
    expect(descriptionClaims(text)).toEqual([
      expect.objectContaining({
        application_number: '11097073',
        relation: 'continuation',
        relationStated: false,
      }),
    ]);
    const stated = descriptionClaims(
      'This application is a division of U.S. Ser. No. 11/111,111, filed Jan. 5, 2005.',
    );
    expect(stated).toEqual([expect.objectContaining({ relation: 'division', relationStated: true })]);
  });

  it('ignores applications that are only mentioned, not claimed', () => {
    expect(
      descriptionClaims(
        'The present application is related to U.S. application Ser. No. 12/009,375, filed Jan. 18, 2008.',
      ),
    ).toEqual([]);
    expect(
      descriptionClaims(
        'U.S. patent application Ser. No. 11/034,131 by Z. Fan, filed Jan. 12, 2005, a divisional of U.S. patent ' +
          'application Ser. No. 10/082,535, filed Feb. 21, 2002.',
      ),
    ).toEqual([]);
  });
});
