import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { passagesOf } from './claim-chart.js';
import { sentences } from './text.js';

// Attorney review (issue 23, fix 7): description passages began with the section heading the text runs into
// ("DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS Hereinafter, …"). Real grants of weekly slice ipg090106.
const grants = readGrantSlice(
  path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg090106.small.xml'),
);
const passages = (number: string) => {
  const g = grants.find((x) => x.number === number)!;
  return passagesOf({ title: g.title, abstract: g.abstract, claims: [], description: g.description });
};
const HEADING_START =
  /^(?:DETAILED DESCRIPTION|BRIEF DESCRIPTION|BACKGROUND|SUMMARY|FIELD)\b[A-Z ]*\s+[A-Z][a-z]/;

describe('description passages without the headings glued to them', () => {
  it('US7473443: the passage starts with the sentence, not "DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENT"', () => {
    const p = passages('7473443').find((x) =>
      x.text.startsWith('Hereinafter, the present invention will be described'),
    );
    expect(p).toBeDefined();
    expect(passages('7473443').some((x) => x.text.startsWith('DETAILED DESCRIPTION OF THE PREFERRED'))).toBe(
      false,
    );
  });

  it('no description passage of the slice starts with a heading run into its sentence; numbering is kept', () => {
    for (const g of grants) {
      const desc = passagesOf({ title: '', abstract: '', claims: [], description: g.description }).filter(
        (p) => p.source === 'description',
      );
      for (const p of desc) expect(p.text, `US${g.number} ${p.where}`).not.toMatch(HEADING_START);
      // Sentence numbers still count the description's sentences as split (the chart labels name them).
      const last = Number(/sentence (\d+)$/.exec(desc.at(-1)?.where ?? 'sentence 0')![1]);
      expect(last).toBeLessThanOrEqual(sentences(g.description).length);
    }
  });
});
