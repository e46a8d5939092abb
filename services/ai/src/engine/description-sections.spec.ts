import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { descriptionSections, sectionSentences } from './description-sections.js';

const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const grants = readdirSync(dir)
  .filter((f) => f.endsWith('.xml'))
  .flatMap((f) => readGrantSlice(path.join(dir, f)))
  .filter((g) => g.applType === 'utility' && g.description.length > 0);
const kindsOf = (n: string) => {
  const g = grants.find((x) => x.number === n)!;
  return sectionSentences(g.description);
};
const kindOf = (n: string, opening: string) => kindsOf(n).find((x) => x.sentence.startsWith(opening))?.kind;

describe(descriptionSections.name, () => {
  it('splits at headings in capitals and in title case, numbered or not, run into their sentences', () => {
    const sections = descriptionSections(
      'This application claims priority to Ser. No. 10/123,456. BACKGROUND OF THE INVENTION 1. Field of the Invention ' +
        'The present invention relates to hinges. 2. Description of the Related Art Conventionally, a hinge wears out. ' +
        'SUMMARY OF THE INVENTION A magnet holds the lid. BRIEF DESCRIPTION OF THE DRAWINGS FIG. 1 shows the lid. ' +
        'DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS The lid 10 has a magnet 12. EXAMPLE 1 A lid was made.',
    );
    expect(sections.map((s) => [s.kind, s.heading])).toEqual([
      ['front', ''],
      ['background', 'BACKGROUND OF THE INVENTION'],
      ['field', '1. Field of the Invention'],
      ['background', '2. Description of the Related Art'],
      ['summary', 'SUMMARY OF THE INVENTION'],
      ['drawings', 'BRIEF DESCRIPTION OF THE DRAWINGS'],
      ['detailed description', 'DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS'],
      ['examples', 'EXAMPLE 1'],
    ]);
    expect(sections[2].text).toBe('The present invention relates to hinges.');
  });

  it('keeps a capitalised word the sentence opens with ("SUMMARY LED lamps …") and reads no acronym as a heading', () => {
    const sections = descriptionSections('SUMMARY LED lamps last long. The LED DRIVER IC feeds them.');
    expect(sections.map((s) => [s.kind, s.text])).toEqual([
      ['summary', 'LED lamps last long. The LED DRIVER IC feeds them.'],
    ]);
  });
});

describe(sectionSentences.name, () => {
  it("reads a field section's remarks on the art as background (US6982296)", () => {
    expect(kindOf('6982296', 'The invention relates to a plasticized foil')).toBe('field');
    expect(kindOf('6982296', 'Laminated safety glass is generally composed')).toBe('background');
    expect(kindOf('6982296', 'Some plasticizers have only limited compatibility')).toBe('background');
  });

  it('reads a summary opening on the drawback as background until the invention (US8089609)', () => {
    expect(kindOf('8089609', 'A drawback of immersing the substrate')).toBe('background');
    expect(kindOf('8089609', 'Traditional immersion fluid temperature control systems')).toBe('background');
    expect(kindOf('8089609', 'A system, method, and computer product are provided')).toBe('summary');
  });

  it("turns from the background only to the invention, not to a cited document's embodiment (US7314891)", () => {
    expect(kindOf('7314891', 'In one embodiment described in WO 00/09441')).toBe('background');
    expect(kindOf('7314891', 'This invention relates to the production of hydrocarbons')).toBe('field');
  });

  it('turns from the background to the summary at the statement of the object or of the invention', () => {
    const s = sectionSentences(
      'BACKGROUND AND SUMMARY OF THE INVENTION The present invention relates to hinges. Hinges wear out quickly. ' +
        'It is an object of the present invention to provide a hinge that lasts. The hinge has a magnet.',
    );
    expect(s.map((x) => x.kind)).toEqual(['field', 'background', 'summary', 'summary']);
  });
});

describe('section headings on the real grants', () => {
  it('reads no heading named inside a sentence and ends a drawing list that has no heading after it', () => {
    // US6837197 names "the BACKGROUND OF THE DISCLOSURE" inside its detailed description; US6837463 has no heading
    // after its drawing list, so its embodiments would be lost with the list.
    const of = (n: string) => descriptionSections(grants.find((g) => g.number === n)!.description);
    expect(of('6837197').map((s) => s.kind)).toEqual([
      'background',
      'summary',
      'drawings',
      'detailed description',
    ]);
    const us6837463 = of('6837463');
    expect(us6837463.at(-1)!.kind).toBe('detailed description');
    expect(us6837463.at(-1)!.text.length).toBeGreaterThan(20_000);
  });
});
