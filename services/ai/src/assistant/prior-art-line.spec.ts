import { describe, expect, it } from 'vitest';
import { chartedLine } from './prior-art-line.js';

// As "find prior art for US7643973" listed the baseball patent US5769713: terms shared, no element disclosed.
const baseball = {
  patentNumber: '5769713',
  title: 'Data processing system for baseball',
  abstract: 'A system records a baseball game. Another sentence.',
  date: '1998-06-23',
  cpc: [],
  score: 0.43,
  claim: 34,
  disclosed: 0,
  elements: 6,
};

describe(chartedLine.name, () => {
  it('returns "no element disclosed", not a coverage that reads as a match, when the chart discloses none', () => {
    const line = chartedLine(baseball);
    expect(line).toContain('term coverage 0.43; shares terms with the claims; no element disclosed');
    expect(line).not.toContain('claim-element coverage');
    expect(line).toMatch(/: A system records a baseball game\.$/);
  });

  it('returns how many elements of the charted claim are disclosed when some are', () => {
    expect(chartedLine({ ...baseball, disclosed: 4 })).toContain(
      'term coverage 0.43; 4 of 6 elements of claim 34 disclosed',
    );
  });
});
