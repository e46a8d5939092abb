import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { midSentenceMentions } from './abstract-checker.js';
import { strikeReason } from './abstract-pick.js';
import { inventionText } from './description-facts.js';
import { localAbstractText } from './local-draft.js';

// Drafted abstracts, issue 24's last review: a name given in passing, drawn labels, a statement the background cut
// away, and a "the X" in mid-sentence that nothing introduced.
const week = (file: string, n: string) =>
  readGrantSlice(
    path.join(patentDataDir(), `uspto-xml/PatentsView__PatentsView-DB/ipgxml/${file}.small.xml`),
  ).find((g) => g.number === n)!;

describe('drafted abstracts', () => {
  it('drafts US6982296 from its "DESCRIPTION OF THE INVENTION", which follows "PRIOR ART" and "OBJECT"', () => {
    const g = week('ipg060103', '6982296');
    expect(inventionText(g.description)).toMatch(
      /The essence of the invention is the use of one or more non-ionic/,
    );
    const abstract = localAbstractText(g.title, g.description);
    expect(abstract).toMatch(/comprises from 60 to 85% by weight of PVB resin/);
  });

  it('takes no sentence with a drawn label ("pipeline K2", "VSL1") from US6837086', () => {
    const g = week('ipg050104', '6837086');
    expect(g.description).toMatch(/pipeline K2/);
    const abstract = localAbstractText(g.title, g.description);
    expect(abstract).not.toBe('');
    expect(abstract).not.toMatch(/\b[A-Z]{1,4}\d{1,3}\b/);
  });

  it('strikes a name given in passing (US6982661: "referred to as a constant input rate decoder")', () => {
    const s =
      'One approach or technique, referred to as a constant input rate decoder, processes the input bit stream serially, one bit at a time.';
    expect(week('ipg060103', '6982661').description).toContain(s);
    expect(strikeReason(s)).toBe('filler');
    expect(
      localAbstractText(week('ipg060103', '6982661').title, week('ipg060103', '6982661').description),
    ).not.toMatch(/referred to/);
  });

  it('notes a "the X" in mid-sentence with no X before it, not one introduced, a property or one "of …" defines', () => {
    const text =
      'A pump has a housing and an impeller. The impeller returns water to the tank through the housing.';
    expect(midSentenceMentions(text).map((f) => text.slice(f.start, f.end))).toEqual(['the tank']);
    const fine =
      'A pump has a housing and a tank. The pump returns fluid to the tank at the surface of the housing.';
    expect(midSentenceMentions(fine)).toEqual([]);
  });
});
