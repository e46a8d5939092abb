import { describe, expect, it } from 'vitest';
import { checkClaimSet } from './claim-checker.js';
import { loadGrants } from '../../bench/claims-corpus.js';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { localClaimSet } from './local-draft.js';

const oneSided = (claims: string[]) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.code === 'ONE_SIDED_BETWEEN')
    .map((f) => ({ claim: f.claim, span: claims[f.claim - 1].slice(f.start, f.end), f }));

describe('ONE_SIDED_BETWEEN', () => {
  it('warns when "between" names one item, with the span and 35 U.S.C. 112(b)', () => {
    const claims = [
      '1. A wheel assembly comprising: a wheel; a front fork; and a tire tube positioned between the wheel.',
      '2. The wheel assembly of claim 1, further comprising a swing arm fitted between a rear suspension; and a hub.',
    ];
    const found = oneSided(claims);
    expect(found.map((x) => [x.claim, x.span])).toEqual([
      [1, 'between the wheel'],
      [2, 'between a rear suspension'],
    ]);
    expect(found[0].f.severity).toBe('warning');
    expect(found[0].f.message).toMatch(/indefinite, 35 U\.S\.C\. 112\(b\)/);
  });

  it('is silent on two parties, plurals, pairs and a second party after a comma', () => {
    expect(
      oneSided([
        '1. A device comprising: a first plate; a second plate; a seal between the first plate and the second plate; ' +
          'a spacer between the plates; a gap between the inner and outer walls; a shaft between a pair of rollers; ' +
          'a gear whose teeth mesh, a lubricant being between the teeth; and a lid movable between a closed position, ' +
          'in which it covers the opening, and an open position.',
      ]),
    ).toEqual([]);
  });
});

describe('the drafter', () => {
  it('never writes "between" with one party: US6838984 ("a tire tube positioned between the wheel") and others', () => {
    // Drafted before from these real descriptions: "… fitted between a rear suspension", "… between the anode".
    const drafted = loadGrants(patentDataDir()).filter((g) =>
      ['6838984', '7158161', '7314391'].includes(g.number),
    );
    expect(drafted).toHaveLength(3);
    for (const g of drafted) {
      const claims = localClaimSet(g.title, g.description);
      expect(oneSided(claims), `${g.number}: ${claims.join(' ')}`).toEqual([]);
    }
  }, 60_000);
});
