import { describe, expect, it } from 'vitest';
import { claimBody } from './claim-text';

describe(claimBody.name, () => {
  it('drops the printed claim number, also when repeated', () => {
    expect(claimBody('1. A portable device comprising a frame.')).toBe(
      'A portable device comprising a frame.',
    );
    expect(claimBody(' 12 . The device of claim 1.')).toBe('The device of claim 1.');
    expect(claimBody('3) A method.')).toBe('A method.');
    expect(claimBody('1. 1. A doubled number')).toBe('A doubled number');
  });

  it('leaves text without a printed number as it is', () => {
    expect(claimBody('A battery system comprising a coolant loop.')).toBe(
      'A battery system comprising a coolant loop.',
    );
    expect(claimBody('1.5 mm thick sheet of claim 1.')).toBe('1.5 mm thick sheet of claim 1.');
    expect(claimBody('3D printer head.')).toBe('3D printer head.');
  });
});
