import { heldText, ofRecordCounts } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeGrantOnCards } from '../../test/support/corpus-cards.js';

// Attorney review (issue 23 item 2): USD967598 listed US9272196 B2, D252938, D614449 and D721007 as "text not in this
// corpus" though the corpus holds them: a design patent is not searched, and its references of record were not
// looked up either. The corpus here is the derived title-and-abstract file, as patents.fullTexts gives it.
describe('references of record of a design patent', () => {
  it('looks them up in the corpus without charting them', async () => {
    const a = await analyzeGrantOnCards('uspto-xml/dspinellis__alexandria3k/ipgb20221025.xml', 'D0967598');
    const held = a.referencesOfRecord!.filter((r) => r.held !== 'not held');
    expect(held.map((r) => r.corpusNumber)).toEqual(
      expect.arrayContaining(['9272196', 'D252938', 'D614449', 'D721007']),
    );
    for (const r of held) {
      expect(r.chart).toBeUndefined();
      // Each line says why it is not charted, not only the counts line (attorney review, issue 23).
      expect(heldText(r)).toBe(
        "title and abstract in this corpus, not charted: a design patent's claim is its drawing",
      );
    }
    expect(a.priorArt).toEqual([]);
    // The counts line accounts for them (issue 23): "0 held … and charted, 46 with text not in this corpus" did not.
    const all = a.referencesOfRecord!;
    const counts = ofRecordCounts(all);
    expect(counts).toContain(
      `${held.length} held by this corpus (not charted: a design patent's claim is its drawing), ` +
        `${all.length - held.length} not in this corpus`,
    );
    expect(counts).not.toContain('and charted');
  });
});
