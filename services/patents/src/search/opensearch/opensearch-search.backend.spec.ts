import { describe, expect, it } from 'vitest';
import { unmark } from './opensearch-search.backend.js';

describe(unmark.name, () => {
  it('gives the plain text and the spans of the marked words', () => {
    expect(unmark('\ue000Handbag\ue001 with a \ue000handbag\ue001 clasp')).toEqual({
      text: 'Handbag with a handbag clasp',
      spans: [
        { start: 0, end: 7 },
        { start: 15, end: 22 },
      ],
    });
  });
});
