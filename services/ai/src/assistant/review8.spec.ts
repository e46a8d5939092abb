import { describe, expect, it } from 'vitest';
import { askOnTexts, labelsOf as labels, leadOf as lead } from '../../test/support/assistant-fixtures.js';

// Attorney review 3 of the assistant (issue 25, 2026-11-29), defects P8 and A2: each asked in the reviewer's words and in
// two wordings written by the implementer. The legal texts are read from PATENT_DATA_DIR at run time.
const ask = askOnTexts();

describe('P8: the time to file a notice of appeal, undated, leads with 37 CFR 41.31(a)(1), not the brief', () => {
  it.each([
    'How long do I have to file a notice of appeal after a final rejection?',
    'When is a notice of appeal due after a final Office action?',
    'What is the deadline to appeal a final rejection to the PTAB?',
  ])('"%s": within the reply period of 1.134, extendable under 1.136(a)', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/^\*\*Answer:\*\* Within the time for reply to the action appealed/);
    expect(lead(a)).toContain('41.31(a)(1)');
    expect(lead(a)).toContain('1.136(a)');
    expect(lead(a)).not.toMatch(/^\*\*Answer:\*\* “Appellant must file a brief/);
    expect(labels(a)[0]).toMatch(/^37 CFR 41\.31/);
  });
});
