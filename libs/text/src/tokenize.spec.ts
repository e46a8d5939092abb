import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.js';

describe(tokenize.name, () => {
  it('returns the same tokens when a claim keeps its sub-list parts on separate lines', () => {
    const flat = 'a processor configured to: linearize a block diagram model, analyze the linear model';
    const lines = 'a processor configured to:\nlinearize a block diagram model,\nanalyze the linear model';
    expect(tokenize(lines)).toEqual(tokenize(flat));
    expect(tokenize(lines)).toContain('lineariz');
  });
});
