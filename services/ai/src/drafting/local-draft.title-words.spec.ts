import { describe as suite, expect, it } from 'vitest';
import { grantOf as grant } from '../../test/support/drafted-grants.js';
import { localClaimDraft } from './local-draft.js';
import { titleWordsNotIn } from './title-subject.js';

// Issue 24 review 3.2: a drafted claim 1 that omits the title's core says so, naming the title's words it lacks.
const titleNote = (n: string) => {
  const g = grant(n);
  const { claims, notes } = localClaimDraft(g.title, g.description);
  return { claim1: claims[0], note: notes.find((x) => /named in the title/.test(x)) };
};

suite(titleWordsNotIn.name, () => {
  it.each([
    ['Rhodium, platinum, palladium alloy', 'An alloy comprising platinum; and rhodium.', ['palladium']],
    ['Ice maker having fan assembly', 'An ice maker comprising: a main body; and a tray.', ['fan assembly']],
    ['Ice maker having fan assembly', 'An ice maker comprising: a fan assembly mounted to a body.', []],
    // Context: what the subject is for or in, a quality, an act and the object of an act are no missing part.
    ['Air pressure detection device for wheel', 'An air pressure detection device comprising a sensor.', []],
    ['Convertible rotisserie/kebab cooking device', 'A kebab cooking device comprising a crossbar.', []],
    ['Wide range/high speed low power CMOS VCO', 'A low power CMOS VCO comprising a first VCO cell.', []],
    ['Image forming element', 'An element comprising a substrate.', []],
    ['Semiconductor device having noise immunity', 'A semiconductor device comprising a substrate.', []],
    [
      'Ice maker having fan assembly and fan assembly control method',
      'An ice maker comprising a fan assembly.',
      [],
    ],
    ['Surface acoustic wave element', 'A system comprising an SAW element.', []],
    // A claim that does not claim the title's subject at all is not judged word by word.
    ['Ram air inflated wing', 'A system comprising: a tip; and a line attached to the tip.', []],
    ['Managing mid-dialog SIP messages', 'A method comprising receiving a message.', []],
  ])('returns what claim 1 lacks of "%s"', (title, claim, lacking) =>
    expect(titleWordsNotIn(title, claim)).toEqual(lacking),
  );
});

suite('a note naming the title words claim 1 lacks', () => {
  it('names palladium, absent from the drafted Rh-Pt alloy claim (US6982059)', () => {
    const { claim1, note } = titleNote('6982059');
    expect(claim1).not.toMatch(/palladium/);
    expect(note).toMatch(
      /^Not in claim 1: "palladium", named in the title: the drafted claim 1 does not state it\./,
    );
  });

  it('names the feature the title has the engine "with" when claim 1 lacks it (US6981484)', () => {
    expect(titleNote('6981484').note).toMatch(/^Not in claim 1: "divided combustion chamber"/);
  });

  it('says nothing once claim 1 claims the retention member the title names (US7862546)', () => {
    const { claim1, note } = titleNote('7862546');
    expect(claim1).toMatch(/\bretention member\b/);
    expect(note).toBeUndefined();
  });

  it('never names what the subject is for (US6838984 "… for wheel", US8419064 "… to a work vehicle")', () => {
    expect(titleNote('6838984').note).toBeUndefined();
    expect(titleNote('8419064').note).toBeUndefined();
  });

  it('leaves the head-noun note alone and does not repeat it (US7862248 "pen")', () => {
    const g = grant('7862248');
    const { notes } = localClaimDraft(g.title, g.description);
    expect(notes.filter((x) => /Not in claim 1: "pen"/.test(x))).toHaveLength(1);
  });
});
