import type { PatentDetail } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { citationLines, patentAnswer } from './patent-answer.js';

// As US7643973's grant lists them: a European patent, then non-patent references holding "; " themselves.
const cites: PatentDetail['citations'] = [
  {
    document_number: '1008482',
    country: 'EP',
    kind: 'A2',
    name: null,
    date: '20000600',
    category: 'cited by other',
  },
  {
    document_number:
      'The MathWorks, Inc.; “Using Simulink Version 5”; 2002; The MathWorks, Inc.; pp. 11-1 through 11-8.',
    country: null,
    kind: 'npl',
    name: null,
    date: null,
    category: 'cited by examiner',
  },
  {
    document_number: 'Peter K. Dunn; “glmlab Using MATLAB for analysing generalised linear models”; 2000.',
    country: null,
    kind: 'npl',
    name: null,
    date: null,
    category: 'cited by examiner',
  },
];

describe(citationLines.name, () => {
  it('returns one line per reference, patents with country and year, non-patent references marked', () => {
    expect(citationLines(cites)).toEqual([
      '- **Cites 3 documents** (1 patent document, 2 non-patent):',
      '  - EP1008482 (2000)',
      '  - Non-patent: The MathWorks, Inc.; “Using Simulink Version 5”; 2002; The MathWorks, Inc.; pp. 11-1 through 11-8.',
      '  - Non-patent: Peter K. Dunn; “glmlab Using MATLAB for analysing generalised linear models”; 2000.',
    ]);
  });

  it('returns the patent answer with the list on lines of their own', () => {
    const text = patentAnswer(
      { ...RECORD, citations: cites } as PatentDetail,
      'Tell me about US10000000',
      null,
      '2026-11-27',
    ).text;
    expect(text).not.toContain('1008482; The MathWorks');
    expect(text).toContain('\n  - Non-patent: Peter K. Dunn;');
  });
});
