import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkAbstract } from './abstract-checker.js';
import { standingAbstract, strikeReason, withoutFiller } from './abstract-pick.js';
import { localAbstractText } from './local-draft.js';

// Drafts the attorney review struck sentences from (issue 24, review1), each on the grant it was found on.
const grant = (week: string, number: string) =>
  readGrantSlice(
    path.join(patentDataDir(), `uspto-xml/PatentsView__PatentsView-DB/ipgxml/${week}.small.xml`),
  ).find((g) => g.number === number)!;
const pvb = grant('ipg060103', '6982296');
const cutOut = grant('ipg110104', '7861545');
const port = grant('ipg110104', '7862546');
const belt = grant('ipg050104', '6837520');
const key = grant('ipg120103', '8089342');
const cannula = grant('ipg100105', '7640932');
const transfer = grant('ipg100105', '7643470');

const sentencesOf = (abstract: string) => abstract.split(/(?<=\.)\s+(?=[A-Z])/).filter(Boolean);

describe(localAbstractText.name, () => {
  it('takes no sentence of the background or the prior art (US6982296)', () => {
    expect(pvb.description).toMatch(/Some plasticizers have only limited compatibility with PVB resins\./);
    const abstract = localAbstractText(pvb.title, pvb.description);
    expect(abstract).not.toMatch(/Some plasticizers|great majority of instances|mentioned at the outset/);
  });

  it("takes not the description's criticism of the known circuit (US7861545)", () => {
    const abstract = localAbstractText(cutOut.title, cutOut.description);
    expect(abstract).not.toBe('');
    expect(abstract).not.toMatch(/diagnosis of the problem will be more difficult|^And\b|\. And\b/);
    expect(checkAbstract(abstract, cutOut.title).filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('keeps the retention member and leaves out the merit and the embodiment talk (US7862546)', () => {
    const abstract = localAbstractText(port.title, port.description);
    expect(abstract).toMatch(/At least one retention member is integrally attached to the housing/);
    expect(abstract).not.toMatch(/minimizes the size of the incision|Either embodiment|As described herein/);
    expect(sentencesOf(abstract)[0]).toMatch(/^An? /);
  });

  it('has no "in accordance with an embodiment of the invention" filler (US6837520)', () => {
    const abstract = localAbstractText(belt.title, belt.description);
    expect(abstract).not.toBe('');
    expect(abstract).not.toMatch(/embodiment|the access opening|the U-shaped housing/);
  });

  it('takes no orphan ("Alternatively, in the above case") and no merit (US8089342, US7640932)', () => {
    expect(localAbstractText(key.title, key.description)).not.toMatch(
      /Alternatively|in the above case|given procedure/,
    );
    expect(localAbstractText(cannula.title, cannula.description)).not.toMatch(
      /substantially reduces|must respond|better positioned|for example/,
    );
  });
});

describe('localAbstractText, sentence by sentence (US7643470)', () => {
  it('opens on a subject and mentions no "first device" it never introduced, nor the users A and B', () => {
    const abstract = localAbstractText(transfer.title, transfer.description);
    expect(sentencesOf(abstract)[0]).toMatch(/^An? /);
    expect(abstract).not.toMatch(/users A and B|party B|^The first device|\. The first device/);
  });
});

describe(strikeReason.name, () => {
  it.each([
    ['Some plasticizers have only limited compatibility with PVB resins.', 'background'],
    [
      'And, in the event that it is desired to identify and correct a problem with the system, diagnosis of the problem will be more difficult.',
      'orphan',
    ],
    ['A small diameter applier minimizes the size of the incision, and requires less dissection.', 'merit'],
    [
      'Alternatively, in the above case, which frequency band should be used can be arbitrarily set.',
      'orphan',
    ],
    ['Referring to FIG. 3, the NMOS transistor performs a switching operation at period T.', 'figure'],
    [
      'In accordance with an embodiment of the invention, it is provided that the plate has a region.',
      'filler',
    ],
    ['The polymerizable products are thereby kept away from the walls.', 'orphan'],
    ['The size of the apparatus used depends upon the quantity of product to be produced.', 'filler'],
    ['After party B has picked up the handset, user A and party B converse.', 'orphan'],
  ] as const)('strikes "%s" (%s)', (s, reason) => expect(strikeReason(s)).toBe(reason));

  it('keeps a statement of what the invention is or has', () => {
    expect(
      strikeReason(
        'At least one retention member is integrally attached to the housing which is moveable with respect thereto.',
      ),
    ).toBeNull();
    expect(
      strikeReason('The second pressure switch closes responsive to a high pressure condition.'),
    ).toBeNull();
  });
});

describe(standingAbstract.name, () => {
  it('drops a sentence opening on "the first …" nothing before introduced, and introduces a first "The …"', () => {
    expect(
      standingAbstract(
        [
          'The circuit includes a relay and a compressor clutch.',
          'The first device sends its address to the relay.',
          'The relay opens the clutch.',
        ],
        'Air conditioning cut-out circuit',
      ),
    ).toEqual(['A circuit includes a relay and a compressor clutch.', 'The relay opens the clutch.']);
  });

  it('removes the words saying only that it is the invention', () => {
    expect(withoutFiller('The inventive foil comprises a resin.')).toBe('The foil comprises a resin.');
    expect(withoutFiller('To carry out the process according to the invention, the flows are mixed.')).toBe(
      'To carry out the process, the flows are mixed.',
    );
  });
});
