import { describe, expect, it } from 'vitest';
import { analyzeGrantOnCards } from '../../test/support/corpus-cards.js';
import { buildReport } from './report.js';

// Attorney re-review of issue 23: the design patent's report printed two "Searched:" lines, the scope ("Searched:
// documents published before the cut-off …") and the counts ("Searched: unknown number of documents …"), though no
// text search was run for it. A report says what was searched once.
const NOW = new Date('2026-01-01');
const searchedLines = (content: string) => content.split('\n').filter((l) => /^Searched:/.test(l));

describe('the report says what was searched once', () => {
  it('a design patent: one line, saying no text search was run (USD967598)', async () => {
    const a = await analyzeGrantOnCards(
      'uspto-xml/dspinellis__alexandria3k/ipgb20221025.xml',
      'D0967598',
      [],
    );
    const { content } = buildReport(a, NOW);
    const lines = searchedLines(content);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Searched: nothing\. Design patent: .*no text search was run\.$/);
    expect(content).not.toMatch(/unknown number of documents|0 candidates charted/);
    // The reason is not printed a second time under it.
    expect(content.match(/no text search was run/g)).toHaveLength(1);
  });

  it('a utility patent: the scope once, the counts on their own line (US7643624)', async () => {
    const a = await analyzeGrantOnCards(
      'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg100105.small.xml',
      '7643624',
      [],
    );
    const { content } = buildReport(a, NOW);
    const lines = searchedLines(content);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Searched: documents published before the cut-off/);
    expect(content).toMatch(
      /^Corpus: (?:\d+|unknown number of) documents dated before the cut-off; (?:\d+|unknown number of) undated documents left out; /m,
    );
  });
});
