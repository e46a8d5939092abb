import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { localAbstractDraft, localAbstractText } from './local-draft.js';

// Abstracts an attorney struck sentences from (issue 24 review), each on the description it was found on.
const [battery, film, cardGame, weight] = (
  [
    ['ipg080101', '7314687'],
    ['ipg050104', '6838117'],
    ['ipg070102', '7156398'],
    ['ipg130416', '8419064'],
  ] as const
).map(([week, number]) =>
  readGrantSlice(
    path.join(patentDataDir(), `uspto-xml/PatentsView__PatentsView-DB/ipgxml/${week}.small.xml`),
  ).find((g) => g.number === number)!,
);

describe(localAbstractText.name, () => {
  it('never takes a sentence introducing the legend of reference numerals (US7314687)', () => {
    expect(battery.description).toMatch(/The explanation of reference numbers is as follows\./);
    const abstract = localAbstractText(battery.title, battery.description);
    // An abstract, or none with the reason the service shows: the attorney review (issue 24, 3.4) found the one
    // sentence drafted here says nothing of what the invention is.
    expect(abstract || localAbstractDraft(battery.title, battery.description).reason).toBeTruthy();
    expect(abstract).not.toMatch(/as follows|reference numbers/);
  });

  it('takes no measured result of a comparative example when other sentences describe the film (US6838117)', () => {
    expect(film.description).toMatch(/The dielectric loss was several tens percent\./);
    const abstract = localAbstractText(film.title, film.description);
    expect(abstract).not.toBe('');
    expect(abstract).not.toMatch(/\bwas several tens percent\b/);
  });

  it('lists no part twice and not the subject among its own parts (US7156398, US8419064)', () => {
    for (const g of [cardGame, weight]) {
      const opening = /^An? ([a-z -]+?) includes (.+?)\./.exec(localAbstractText(g.title, g.description));
      // The card game's drafted claims claim no apparatus, so its abstract lists no parts (issue 24: only the parts
      // claim 1 claims are listed).
      if (g === cardGame && opening === null) continue;
      expect(opening, g.number).not.toBeNull();
      const [, subject, list] = opening!;
      const parts = list.split(/, | and /).map((x) => x.replace(/^(?:an?|a plurality of) /, ''));
      expect(new Set(parts).size, g.number).toBe(parts.length);
      expect(parts, g.number).not.toContain(subject);
      expect(
        parts.filter((p) => p.endsWith(subject.split(' ').pop()!)),
        g.number,
      ).toEqual([]);
    }
  });
});
