import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { extractiveSummary, summarySentences, wholeSentences } from './summary.js';

const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const grants = readdirSync(dir)
  .filter((f) => f.endsWith('.xml'))
  .flatMap((f) => readGrantSlice(path.join(dir, f)))
  .filter((g) => g.applType === 'utility' && g.description.length > 0);

describe(extractiveSummary.name, () => {
  it('extracts whole sentences only: no dangling openers, no enumerators, no repeats, nothing cut', () => {
    expect(grants.length).toBeGreaterThan(150);
    for (const g of grants) {
      const summary = extractiveSummary(g.title, g.abstract, g.description);
      const source = `${g.abstract} ${g.description}`.replace(/\s+/g, ' ');
      const picked = summarySentences(g.title, g.abstract, g.description);
      expect(summary).toBe(picked.join(' '));
      expect(picked.length, g.number).toBeGreaterThan(0);
      for (const s of picked) {
        // Extracted verbatim, whole.
        expect(source.includes(s), `${g.number}: ${s}`).toBe(true);
        expect(s, g.number).toMatch(/^[A-Z"(].*[.!?]$/);
        expect(s, g.number).not.toMatch(
          /^(This|These|Such|It|They|Thus|Therefore|More particularly|In particular)\b/,
        );
        expect(s, g.number).not.toMatch(/(^|\s)\([a-z]\)\s/);
      }
      expect(new Set(picked).size, g.number).toBe(picked.length);
      expect(summary, g.number).not.toMatch(/…$/);
    }
  });

  it('does not cut after an abbreviation such as "FIG." or "e.g."', () => {
    expect(
      wholeSentences('A pump is shown in FIG. 1 of the drawings. It has e.g. a valve. Done here now.'),
    ).toEqual(['A pump is shown in FIG. 1 of the drawings.', 'It has e.g. a valve.', 'Done here now.']);
  });
});

describe('summary sentences and headings (attorney review)', () => {
  it('never glues a section heading to a sentence, on every real grant', () => {
    for (const g of grants)
      for (const s of summarySentences(g.title, g.abstract, g.description)) {
        expect(s, g.number).not.toMatch(
          /^(?:[A-Z]{2,}\s+){2,}|^(?:Field|Background|Summary) of the (?:Invention|Disclosure) [A-Z]/,
        );
        expect(s, g.number).toMatch(/[.!?]$/);
      }
  });

  it('returns no sentence opening with a one-word heading ("BACKGROUND The present …"), on every real grant', () => {
    const us6982661 = grants.find((g) => g.number === '6982661')!;
    const summary = extractiveSummary(us6982661.title, us6982661.abstract, us6982661.description);
    expect(summary).toContain('The present invention is related to Huffman decoding.');
    expect(summary).not.toMatch(/BACKGROUND/);
    for (const g of grants)
      for (const s of summarySentences(g.title, g.abstract, g.description))
        expect(s, g.number).not.toMatch(
          /^(?:\d+\.\s*)?(?:BACKGROUND|SUMMARY|FIELD|DESCRIPTION|INTRODUCTION|OVERVIEW|EMBODIMENTS?)\s/,
        );
  });

  it('takes the sentence, not its heading', () => {
    expect(
      summarySentences(
        'Rotisserie',
        'A rotisserie cooking device folds flat for storage in a cabinet.',
        'SUMMARY OF THE INVENTION An object of the present invention is to provide a rotisserie cooking device that is easy to store. 1. Field of the Invention The present invention relates to rotisserie cooking devices with folding spits.',
      ).join(' '),
    ).not.toMatch(/SUMMARY OF THE INVENTION|Field of the Invention/);
  });
});
