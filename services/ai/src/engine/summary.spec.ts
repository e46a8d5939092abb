import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { sectionSentences } from './description-sections.js';
import { wholeSentences } from './description-sections.js';
import {
  extractiveSummary,
  lostContent,
  saysNothing,
  summarySentences,
  withoutNumerals,
  withoutOpener,
} from './summary.js';

const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const grants = readdirSync(dir)
  .filter((f) => f.endsWith('.xml'))
  .flatMap((f) => readGrantSlice(path.join(dir, f)))
  .filter((g) => g.applType === 'utility' && g.description.length > 0);

describe(extractiveSummary.name, () => {
  it(
    'extracts whole sentences only: no dangling openers, no enumerators, no repeats, nothing cut',
    { timeout: 30_000 },
    () => {
      expect(grants.length).toBeGreaterThan(150);
      for (const g of grants) {
        const summary = extractiveSummary(g.title, g.abstract, g.description);
        const source = `${g.abstract} ${g.description}`.replace(/\s+/g, ' ');
        const picked = summarySentences(g.title, g.abstract, g.description);
        expect(summary).toBe(picked.join(' '));
        expect(picked.length, g.number).toBeGreaterThan(0);
        for (const s of picked) {
          // Extracted verbatim, whole; a boilerplate opener ("According to one embodiment of the present invention,")
          // is left out and the rest capitalised (attorney re-review defect 8).
          const rest = s.charAt(0).toLowerCase() + s.slice(1);
          // Reference numerals ("a handrail (32)") are left out too (attorney review of issue 23, US7641038).
          const bare = withoutNumerals(source);
          expect(
            [source, bare].some((x) => x.includes(s) || x.includes(`, ${rest}`)),
            `${g.number}: ${s}`,
          ).toBe(true);
          expect(s, g.number).toMatch(/^[A-Z"(].*[.!?]$/);
          expect(s, g.number).not.toMatch(
            // "This present invention relates to …" (US7641529) points at nothing shown before it.
            /^(This(?! (?:present )?(?:invention|disclosure)\b)|These|Such|It|They|Thus|Therefore|More particularly|In particular)\b/,
          );
          expect(s, g.number).not.toMatch(/(^|\s)\([a-z]\)\s/);
        }
        expect(new Set(picked).size, g.number).toBe(picked.length);
        expect(summary, g.number).not.toMatch(/…$/);
      }
    },
  );

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
    // US6982661's "BACKGROUND The present invention is related to Huffman decoding." says no more than its title
    // (left out since the attorney review of item 6); a statement of the field that says more is kept without it.
    const summary = summarySentences(
      'Method of performing Huffman decoding',
      'A method of decoding Huffman codes is disclosed.',
      'BACKGROUND The present invention is related to decoding Huffman codes with a table of code lengths per group.',
    );
    expect(summary).toContain(
      'The present invention is related to decoding Huffman codes with a table of code lengths per group.',
    );
    const us6982661 = grants.find((g) => g.number === '6982661')!;
    expect(extractiveSummary(us6982661.title, us6982661.abstract, us6982661.description)).not.toMatch(
      /BACKGROUND/,
    );
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

// Attorney review of issue 23, item 7: summaries dropped the abstract's defining first sentence (US8089085, US8421353,
// US7643973), added a drawing's caption ("The bonding layer 31 is located around the display unit 20 …", US8421353)
// and a statement of the problem ("… it must now be untied.", US6836899).
describe('summary: the defining sentence first, no background, no drawing captions (attorney review)', () => {
  const of = (n: string) => {
    const g = grants.find((x) => x.number === n)!;
    return summarySentences(g.title, g.abstract, g.description);
  };

  it("opens with the abstract's first sentence that says something (US8089085, US8421353, US7643973)", () => {
    expect(of('8089085')[0]).toBe(
      'An LED assembly can include a heat sink base, at least one LED die attached to the heat sink base, and a lens.',
    );
    expect(of('8421353')[0]).toMatch(
      /^Embodiments may include an OLED display including a substrate, a display unit/,
    );
    // Its first sentence only announces the title ("Method and systems for analyzing the linearization of a model in a
    // modeling environment are disclosed."): the attorney review of item 6 found that summary said nothing.
    expect(of('7643973')[0]).toBe(
      'The modeling environment may provide tools for linearizing the model to generate a linear model.',
    );
    expect(of('7643973').join(' ')).not.toMatch(/are disclosed\./);
  });

  it('leaves out a drawing caption with reference numerals and a statement of the problem (US8421353, US6836899)', () => {
    expect(of('8421353').join(' ')).not.toMatch(/bonding layer 31|display unit 20/);
    expect(of('6836899').join(' ')).not.toMatch(/must now be untied/);
  });

  it("opens with the abstract's first sentence and quotes no reference numeral from the description, on every real grant", () => {
    let opening = 0;
    for (const g of grants) {
      const picked = summarySentences(g.title, g.abstract, g.description);
      // The first sentence that says something, or an announcement of the steps that follow it ("First, …").
      const found = wholeSentences(g.abstract).find(
        (s, i, all) =>
          !saysNothing(s, g.title) || /^(?:first(?:ly)?|initially|at first)\b/i.test(all[i + 1] ?? ''),
      );
      const first = found && withoutOpener(withoutNumerals(found));
      if (first && picked.includes(first)) expect(picked[0], g.number).toBe(first);
      // A first sentence that lost content in parsing (US7642270's "Formula I: or a solvate") is rightly not the lead.
      if (picked[0] === first || (first && lostContent(first) && !picked.includes(first))) opening++;
      for (const s of picked.slice(1))
        if (!g.abstract.includes(s))
          expect(s, g.number).not.toMatch(/\b(?:layer|unit|member|portion|plate|device|circuit) \d{1,4}\b/);
    }
    // The others open with "(C)" enumerators, "Another aspect …" or a sentence whose referent was left out: 186 of 199.
    expect(opening / grants.length).toBeGreaterThanOrEqual(0.93);
  });

  it('skips the background section but keeps its statement of the field', () => {
    const s = summarySentences(
      'Napkin holder',
      'A napkin holder has two magnetic tabs on a lanyard. The tabs grip the napkin between them.',
      'BACKGROUND OF THE INVENTION The present invention relates to magnetic napkin holders worn around the neck. A napkin tied around the neck with a cord must be untied before it can be removed. SUMMARY OF THE INVENTION A pair of magnetic tabs holds the napkin so that a light pull releases it. The holding tab 12 is attached to the lanyard 14 near its end.',
    );
    expect(s[0]).toBe('A napkin holder has two magnetic tabs on a lanyard.');
    expect(s).toContain('The present invention relates to magnetic napkin holders worn around the neck.');
    expect(s.join(' ')).not.toMatch(/must be untied|tab 12/);
  });
});

// Attorney re-review of issue 23: description sentences that refer back or lead in to what follows, and an abstract
// sentence whose referent ("The plurality of metal layers") was in a sentence left out.
describe('summary sentences stand on their own (attorney re-review)', () => {
  const abstract =
    'A cooling device includes a fan and a heat exchanger with fins of aluminium sheet. ' +
    'The heat exchanger has a housing of moulded polymer that holds several copper plates stacked at an even spacing ' +
    'between an inlet header and an outlet header, each plate carrying a serpentine channel. ' +
    'The copper plates are soldered to a manifold that carries the coolant to the fins.';
  const description = [
    'As previously noted, the fan is driven by a brushless motor of low power rating.',
    'Once registered, the fan controller reads the coolant temperature every second of operation.',
    'In one embodiment of the cooling device with fan and fins, the following approach may be employed.',
    'At this time, the fan blows air over the heat exchanger fins of the cooling device.',
    'The fan of the cooling device blows air across the aluminium fins at a steady speed.',
  ].join(' ');

  it('leaves out sentences that refer back or lead in to what follows', () => {
    const s = summarySentences('Cooling device', abstract, description, 200);
    expect(s).toContain(
      'The fan of the cooling device blows air across the aluminium fins at a steady speed.',
    );
    for (const x of s) {
      expect(x).not.toMatch(/^(?:As previously noted|Once registered|At this time)\b/);
      expect(x).not.toMatch(/the following approach may be employed\.$/);
    }
  });

  it('leaves out a sentence opening on "the …" whose referent is in a sentence left out, or shows that one first', () => {
    // At 30 words the long sentence that introduces the copper plates does not fit, even over the budget.
    const s = summarySentences('Cooling device', abstract, '', 30);
    expect(s[0]).toBe('A cooling device includes a fan and a heat exchanger with fins of aluminium sheet.');
    expect(s).not.toContain(
      'The copper plates are soldered to a manifold that carries the coolant to the fins.',
    );
    // At 40 it fits a little over the budget (issue 23, US8418590): it goes just before the sentence that needs it.
    expect(summarySentences('Cooling device', abstract, '', 40)).toEqual(wholeSentences(abstract));
    const all = summarySentences('Cooling device', abstract, '', 90);
    expect(all).toEqual(wholeSentences(abstract));
  });

  it('keeps no abstract sentence on the metal layers of US8421353 without the one that introduces them', () => {
    const g = grants.find((x) => x.number === '8421353')!;
    const s = summarySentences(g.title, g.abstract, g.description);
    const opens = s.findIndex((x) => x.startsWith('The plurality of metal layers'));
    if (opens >= 0) expect(s.slice(0, opens).join(' ')).toMatch(/a plurality of metal layers/);
  });

  it('returns no sentence referring back or leading in, on every real grant', () => {
    for (const g of grants)
      for (const x of summarySentences(g.title, g.abstract, g.description)) {
        expect(x, g.number).not.toMatch(/\bas (?:previously|already) \w+|^Once \w+ed,|^At this time\b/i);
        expect(x, g.number).not.toMatch(/\bthe following\b(?:\s+\S+){0,5}[.!?]$|\bas follows[.!?]$/i);
      }
  });
});

// Attorney review of issue 23, item 6: summaries that said nothing ("A step-down converter is provided.") or opened
// on the background ("Some plasticizers have only limited compatibility with PVB resins.", US6982296).
describe('summary: what the invention is and does, never its background (attorney review, item 6)', () => {
  const of = (n: string) => {
    const g = grants.find((x) => x.number === n)!;
    return summarySentences(g.title, g.abstract, g.description);
  };

  it('reads a sentence that only announces the title as saying nothing', () => {
    expect(
      saysNothing('A step-down converter is provided.', 'Step-down converter maintaining stable operation'),
    ).toBe(true);
    expect(
      saysNothing(
        'Methods and apparatus for genome analysis are provided.',
        'Integrated DNA analysis system',
      ),
    ).toBe(true);
    expect(
      saysNothing(
        'The present invention relates to an ice maker having a fan assembly.',
        'Ice maker having fan assembly',
      ),
    ).toBe(true);
    // It names the parts or the effect: something to say.
    expect(saysNothing('A napkin holder has two magnetic tabs on a lanyard.', 'Napkin holder')).toBe(false);
    expect(
      saysNothing(
        'A magic trick device and method are set forth to provide the illusion of a performer inserting a cigarette.',
        'Magic trick device and method',
      ),
    ).toBe(false);
  });

  it('leads with the sentence naming the parts when the first only announces the invention (US8421436, US6982926)', () => {
    expect(of('8421436')[0]).toMatch(/^The step-down converter includes a DC-DC converter/);
    expect(of('8421436')).not.toContain('A step-down converter is provided.');
    expect(of('6982926')[0]).toMatch(/^The cable includes a strength member/);
  });

  it('keeps the announcement that names what the steps after it are steps of (US7473606, attorney review)', () => {
    expect(of('7473606')[0]).toMatch(/^A method for fabricating a metal-oxide semiconductor transistor/);
    expect(of('7473606')[1]).toMatch(/^First, a semiconductor substrate/);
  });

  it('leads with the statement of the invention, not a remark on the art under the field heading (US6982296)', () => {
    expect(of('6982296')[0]).toMatch(/^The invention relates to a plasticized foil/);
    expect(of('6982296').join(' ')).not.toMatch(/only limited compatibility/);
  });

  it('opens with no announcement and takes no background sentence, on every real grant', () => {
    for (const g of grants) {
      const picked = summarySentences(g.title, g.abstract, g.description);
      // Only a patent whose every sentence announces its title may open on one, or one whose steps follow it.
      if (saysNothing(picked[0], g.title) && !/^(?:first(?:ly)?|initially|at first)\b/i.test(picked[1] ?? ''))
        expect(
          sectionSentences(g.description).every(
            (x) => saysNothing(x.sentence, g.title) || x.kind !== 'summary',
          ),
          g.number,
        ).toBe(true);
      const background = new Set(
        sectionSentences(g.description.slice(0, 60_000))
          .filter((x) => x.kind === 'background')
          .map((x) => x.sentence),
      );
      for (const s of picked)
        if (!g.abstract.includes(s)) expect(background.has(s), `${g.number}: ${s}`).toBe(false);
    }
  });
});

// Attorney review (issue 23): US7642270's summary began "The invention is directed to the novel compounds of Formula
// I: or a solvate, hydrate …", the formula (an image) dropped in parsing, and went on "W, A, Y, Z, R101 and R200 are
// described in the specification".
describe('summary sentences that lost content in parsing', () => {
  it('leaves them out of the summary (US7642270)', () => {
    const g = grants.find((x) => x.number === '7642270')!;
    // The image is now marked where it was (issue 23 review: a formula dropped with no trace).
    expect(`${g.abstract} ${g.description}`).toMatch(
      /Formula I: \[formula: image in the grant, not reproduced\] or a solvate/,
    );
    const summary = extractiveSummary(g.title, g.abstract, g.description);
    expect(summary.length).toBeGreaterThan(0);
    expect(summary).not.toMatch(/: or a solvate/);
    expect(summary).not.toMatch(/are described in the specification/);
  });
});
