import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice, type XmlGrant } from '../../test/support/uspto-xml-reader.js';
import { chartElement, passagesOf, termEvidence } from './claim-chart.js';
import { splitClaimElements } from './claim-elements.js';
import { sentences } from './text.js';

// Issue 23, attorney review of the charts: quoted passages cut at "FIG." ("1 includes an interdigital transducer …"),
// and "Inter Digital Transducer" not met by "interdigital transducer". Real grants, read by the product's parser.
const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const grant = (file: string, n: string) =>
  readGrantSlice(path.join(dir, file), 'product').find((g) => g.number === n)!;
const saw = grant('ipg090106.small.xml', '7474034');
const sawArt = grant('ipg070102.small.xml', '7157991');
const oled = grant('ipg130416.small.xml', '8421353');
const lcdArt = grant('ipg120103.small.xml', '8089596');
const passages = (g: XmlGrant) =>
  passagesOf({
    title: g.title,
    abstract: g.abstract,
    claims: g.claims.map((c) => c.text),
    description: g.description,
  });
/** A passage ending at an abbreviation, or one of the description opening on what such a cut leaves ("1 includes"). */
const CUT_END = /\b(?:FIGS?|Nos?|e\.g|i\.e|approx|Ser|Jan|Feb|Mar|Apr|Aug|Sept?|Oct|Nov|Dec)\.$/i;
const CUT_START = /^(?:\d+[A-Z]?|[a-z])\b(?![.)])/;

describe('chart passages are whole sentences', () => {
  it.each([
    ['US7157991', sawArt],
    ['US8089596', lcdArt],
  ])('cuts %s at no abbreviation ("FIG. 1", "Ser. No.", "e.g.")', (_, g) => {
    const cut = passages(g).filter(
      (p) => CUT_END.test(p.text) || (p.source === 'description' && CUT_START.test(p.text)),
    );
    expect(cut.map((p) => p.text.slice(0, 80))).toEqual([]);
  });

  it('quotes "… in FIG. 1 includes an interdigital transducer (IDT) …" as one sentence', () => {
    const s = sentences(sawArt.description).find((x) => x.includes('1 includes an interdigital transducer'));
    expect(s).toMatch(/^The surface acoustic wave device in the configuration example in FIG\. 1 includes/);
  });

  it('still splits at a sentence end before a capital and after a semicolon', () => {
    const abstract = sentences(oled.abstract);
    expect(abstract.length).toBeGreaterThan(1);
    expect(abstract.every((s) => /[.;]$/.test(s))).toBe(true);
  });
});

describe('a compound split or joined is one term', () => {
  const idt = () => {
    const claim1 = splitClaimElements(saw.claims[0].text);
    return claim1.elements.find((e) => e.text.includes('Inter Digital Transducer'))!;
  };

  it('meets the claim\'s "Inter Digital Transducer" with the reference\'s "interdigital transducer"', () => {
    const ev = termEvidence(idt(), passages(sawArt), () => 1);
    expect(ev[0].hits).toEqual(expect.arrayContaining(['inter', 'digital', 'transducer']));
    expect(ev[0].p.text).toMatch(/interdigital transducer/i);
    const row = chartElement(idt(), 1, passages(sawArt), () => 1);
    const marked = row.highlights.map((h) => row.passage.slice(h.start, h.end).toLowerCase());
    expect(marked).toContain('interdigital');
  });

  it('meets an element writing "interdigital transducer" with a passage writing "Inter Digital Transducer"', () => {
    const element = {
      text: 'an interdigital transducer formed on the piezoelectric substrate',
      kind: 'element',
    } as const;
    const ev = termEvidence(element, passages(saw), () => 1);
    const best = ev.find((e) => /Inter Digital Transducer/.test(e.p.text))!;
    expect(best.hits).toEqual(expect.arrayContaining(['interdigital', 'transducer']));
    const row = chartElement(element, 0, [best.p], () => 1);
    const marked = row.highlights.map((h) => row.passage.slice(h.start, h.end));
    expect(marked).toContain('Inter Digital');
  });
});
