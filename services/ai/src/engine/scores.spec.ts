import { describe, expect, it } from 'vitest';
import { parseClaims } from './claims-parser.js';
import { commercialPotential, technicalMerit } from './scores.js';
import { documentStatus } from './document-kind.js';
import type { PatentForAnalysis } from './types.js';

const NOW = new Date('2026-01-01T00:00:00Z');
const patent: PatentForAnalysis = {
  number: '9990001',
  title: 'Heat exchanger',
  abstract: 'A heat exchanger with a plate.',
  description: '',
  claims: [
    { number: 1, text: '1. A heat exchanger comprising a plate and a fan blowing air over the plate.' },
    { number: 2, text: '2. The heat exchanger of claim 1, wherein the plate is copper.' },
  ],
  earliestDate: '2015-03-02',
  familyNumbers: [],
  cpc: [],
  expiry: { date: '2035-03-02', basis: '20 years from filing (35 U.S.C. 154(a)(2))', lapsed: false },
  entityStatus: 'Small',
  continuityFamilySize: 1,
};
const claims = parseClaims(patent.claims);

// Attorney review (issue 23): "Technical Merit 5/10" from claim counts was read as an assessment of the technology.
describe(technicalMerit.name, () => {
  it('lists every signal with its value and the points it adds, so the number can be checked', () => {
    const sut = technicalMerit(patent, claims, 4);
    expect(sut.score).not.toBeNull();
    expect(sut.signals.map((s) => [s.name, s.value])).toEqual([
      ['claims', '2'],
      [
        'breadth of the broadest independent claim (parts it introduces)',
        'claim 1: 1 element introducing 2 parts',
      ],
      ['forward citations within the corpus', '4'],
      ['continuity family size (parent and child applications)', '1'],
    ]);
    // 2/7 + 3 + 2 + 1 points of 10: 6.3.
    expect(sut.score).toBe(6.3);
    expect(sut.reason).toBe(
      'From claims: 2 (0.3 of 3 points); breadth of the broadest independent claim (parts it introduces): claim 1: 1 ' +
        'element introducing 2 parts (3 of 3 points); forward ' +
        'citations within the corpus: 4 (2 of 2 points); continuity family size (parent and child applications): 1 ' +
        '(1 of 2 points). 6.3/10 = 10 × the points of the known signals over their maximum.',
    );
  });

  it('is Not assessed when only the two signals read from the claims are known', () => {
    const sut = technicalMerit({ ...patent, continuityFamilySize: undefined }, claims, null);
    expect(sut.score).toBeNull();
    expect(sut.reason).toBe(
      'Not assessed: only 2 of its 4 measurable signals are known, fewer than 3 (claims: 2; breadth of the broadest ' +
        'independent claim (parts it introduces): claim 1: 1 element introducing 2 parts; forward citations within ' +
        'the corpus: not available; continuity family size ' +
        '(parent and child applications): not available).',
    );
  });

  // Attorney review (issue 23, defect 4): "7/10" from 18 claims and a 76-word claim, a within-corpus count of 0 forward
  // citations counted as a known signal though the corpus's citation records do not cover the later years.
  it('does not count a zero within-corpus forward-citation count as a known signal', () => {
    const sut = technicalMerit({ ...patent, continuityFamilySize: undefined }, claims, 0);
    expect(sut.score).toBeNull();
    expect(sut.signals[2].value).toMatch(/^0, not counted: .* none found is not evidence$/);
  });

  it('is Not assessed from the claim count and breadth alone, even with a family size of 0', () => {
    const sut = technicalMerit({ ...patent, continuityFamilySize: 0 }, claims, 0);
    expect(sut.score).toBeNull();
    expect(sut.reason).toMatch(
      /^Not assessed: only the claim count and the broadest claim's breadth are known to count, .* not technical merit/,
    );
  });

  it('is assessed with three of its four signals when a family member adds a point, the missing one said', () => {
    const sut = technicalMerit(patent, claims, 0);
    // 2/7 + 3 + 1 points of 8: 5.4.
    expect(sut.score).toBe(5.4);
    expect(sut.reason).toContain('forward citations within the corpus: 0, not counted: ');
  });
});

describe(commercialPotential.name, () => {
  it('lists the remaining term and the other signals with their values and points', () => {
    const sut = commercialPotential(patent, 0, NOW, documentStatus(patent, NOW));
    expect(sut.reason).toMatch(
      /^From remaining term: 9\.2 years \(expires 2035-03-02\) \(3\.1 of 4 points\); /,
    );
    expect(sut.reason).toContain('entity status: Small (1 of 2 points)');
    // A zero count is not a signal (issue 23, defect 4): 3.07 + 1 + 1 points of 8.
    expect(sut.reason).toContain('forward citations within the corpus: 0, not counted: ');
    expect(sut.score).toBe(6.3);
  });

  it('is Not assessed with the remaining term and fewer than three signals known', () => {
    const p = { ...patent, entityStatus: null, continuityFamilySize: undefined };
    const sut = commercialPotential(p, 3, NOW, documentStatus(p, NOW));
    expect(sut.score).toBeNull();
    expect(sut.reason).toMatch(
      /^Not assessed: only 2 of its 4 measurable signals are known, fewer than 3 \(/,
    );
  });

  it('is Not assessed without the remaining term, whatever else is known', () => {
    const p = { ...patent, expiry: null };
    const sut = commercialPotential(p, 3, NOW, documentStatus(p, NOW));
    expect(sut.score).toBeNull();
    expect(sut.reason).toMatch(
      /^Not assessed: the remaining term is unknown \(remaining term: not available; /,
    );
  });

  // Attorney re-review (US8089085): "remaining term: 3.2 years" counted as if in force when a fee's grace period passed
  // with no payment record.
  it('is Not assessed when the status is unknown, the remaining term saying it holds only if every fee was paid', () => {
    const p = { ...patent, grantDate: '2016-01-05' };
    const st = documentStatus(p, NOW);
    expect(st.state).toBe('unknown');
    const sut = commercialPotential(p, 3, NOW, st);
    expect(sut.score).toBeNull();
    expect(sut.signals[0].value).toMatch(
      /^9\.2 years if every maintenance fee was paid: status unknown: the 3\.5-year maintenance fee was payable with the surcharge until 2020-01-06 /,
    );
    expect(sut.reason).toMatch(
      /^Not assessed: the remaining term is unknown, as the maintenance-fee payment record was not available \(the computed term holds only if every fee was paid\) \(remaining term: 9\.2 years if every/,
    );
  });
});

// Attorney review 2026-11-29b: an expired patent got "1" while the same analysis said damages for its last years were
// still recoverable (35 U.S.C. 286).
describe('commercial potential of an expired patent', () => {
  const expired = (date: string) => ({ ...patent, expiry: { ...patent.expiry!, date } });

  it('is Not assessed within 6 years of its expiry, saying until when past damages can be sought', () => {
    const p = expired('2024-08-17');
    const sut = commercialPotential(p, 3, NOW, documentStatus(p, NOW));
    expect(sut.score).toBeNull();
    expect(sut.reason).toMatch(
      /^Not assessed: the patent expired on 2024-08-17; [^(]*until 2030-08-17 \(35 U\.S\.C\. 286/,
    );
  });

  it('scores 1 once the damages window has closed', () => {
    const p = expired('2015-01-10');
    expect(commercialPotential(p, 3, NOW, documentStatus(p, NOW)).score).toBe(1);
  });
});
