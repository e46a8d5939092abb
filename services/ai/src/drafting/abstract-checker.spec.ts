import { describe, expect, it } from 'vitest';
import { checkAbstract } from './abstract-checker.js';

const codes = (text: string) => checkAbstract(text).map((f) => f.code);

describe(checkAbstract.name, () => {
  it('returns no finding for one paragraph of complete sentences within 150 words', () => {
    expect(
      codes(
        'A travel mug includes a body, a lid and a heater. The heater is in thermal contact with the body.',
      ),
    ).toEqual([]);
  });

  it('returns ABSTRACT_TOO_LONG past 150 words, spanning the words beyond the limit', () => {
    const text = `${'word '.repeat(160).trim()}.`;
    const [f] = checkAbstract(text);
    expect(f).toMatchObject({ code: 'ABSTRACT_TOO_LONG', severity: 'error', claim: 0, end: text.length });
    expect(text.slice(0, f.start).split(/\s+/).filter(Boolean)).toHaveLength(150);
  });

  it('returns ABSTRACT_PARAGRAPHS for more than one paragraph', () => {
    expect(codes('A mug has a body.\n\nThe body is steel.')).toEqual(['ABSTRACT_PARAGRAPHS']);
  });

  it('treats a single line break as the same paragraph; only a blank line starts another', () => {
    expect(codes('A lid is opened and closed.\nThe lid is made of polymer.')).toEqual([]);
    expect(codes('A lid is opened and closed.\r\n\r\nThe lid is made of polymer.')).toEqual([
      'ABSTRACT_PARAGRAPHS',
    ]);
  });

  it('returns ABSTRACT_INCOMPLETE for a trailing ellipsis', () => {
    expect(codes('A mug has a body. The keeper...')).toEqual(['ABSTRACT_INCOMPLETE']);
    expect(codes('A mug has a body. The keeper…')).toEqual(['ABSTRACT_INCOMPLETE']);
  });

  it('returns ABSTRACT_MERIT for comparisons with existing, conventional, prior or known devices', () => {
    for (const text of [
      'A lid is more efficient than existing lids.',
      'A lid seals better than conventional lids.',
      'A lid is lighter than prior lids.',
      'A lid offers gains over the prior art.',
      'A lid is cheaper than known lids.',
    ])
      expect(codes(text), text).toContain('ABSTRACT_MERIT');
  });

  it('returns ABSTRACT_LEGAL_PHRASE for "said" and "means"', () => {
    expect(codes('A mug has a body and means for heating said body.')).toEqual([
      'ABSTRACT_LEGAL_PHRASE',
      'ABSTRACT_LEGAL_PHRASE',
    ]);
  });

  it('returns ABSTRACT_MERIT for statements of merit and comparisons with the prior art', () => {
    expect(codes('A novel mug keeps coffee hot longer than prior art mugs.')).toEqual([
      'ABSTRACT_MERIT',
      'ABSTRACT_MERIT',
    ]);
  });

  it('returns ABSTRACT_IMPLIED_PHRASE for "The present invention relates to"', () => {
    const text = 'The present invention relates to a mug with a heater.';
    const [f] = checkAbstract(text);
    expect(f.code).toBe('ABSTRACT_IMPLIED_PHRASE');
    expect(text.slice(f.start, f.end)).toMatch(/^The present invention relates/);
  });

  it('returns ABSTRACT_INCOMPLETE when the last sentence is cut', () => {
    const text = 'A mug has a body. The heater is in thermal contact with th';
    const [f] = checkAbstract(text);
    expect(f).toMatchObject({ code: 'ABSTRACT_INCOMPLETE', severity: 'error' });
    expect(text.slice(f.start, f.end)).toBe('The heater is in thermal contact with th');
  });
});

describe('checkAbstract on what an attorney would strike (issue 24)', () => {
  it('returns ABSTRACT_REPEATED on the second of two identical sentences', () => {
    const s = 'A distance between the protrusions is greater than a height of the reel.';
    const text = `A bracket holds a reel. ${s} ${s}`;
    const [f] = checkAbstract(text);
    expect(f).toMatchObject({ code: 'ABSTRACT_REPEATED', start: text.lastIndexOf(s), end: text.length });
  });

  it('returns ABSTRACT_IMPLIED_PHRASE for the aim, object or purpose of the invention', () => {
    for (const text of [
      'A device has a seal. The aim of the present invention is to provide a device with a seal.',
      'It is an object of the invention to provide a mug with a lid.',
      'A mug has a lid. The purpose of this invention is a mug that keeps heat.',
    ])
      expect(codes(text), text).toContain('ABSTRACT_IMPLIED_PHRASE');
  });

  it('returns ABSTRACT_INCOMPLETE for a last sentence leaning on another or without its main clause', () => {
    for (const text of [
      'A composition includes two sunscreens. Indeed, if the weight ratio is outside the specified weight ratio, the sunscreen will precipitate.',
      'A composition includes two sunscreens. If the ratio is outside the specified weight ratio, the sunscreen will precipitate.',
      'A lid is opened. When the lid is opened.',
    ])
      expect(codes(text), text).toEqual(['ABSTRACT_INCOMPLETE']);
    expect(codes('A lid is opened. If the lid is opened, the heater stops.')).toEqual([]);
  });

  it('returns ABSTRACT_IMPLIED_PHRASE for "Disclosed is/are …" and "This disclosure concerns …" (MPEP 608.01(b))', () => {
    const phrases = [
      'Disclosed is',
      'Disclosed herein are',
      'This disclosure concerns',
      'This disclosure describes',
    ];
    const implied = (text: string) =>
      checkAbstract(text)
        .filter((x) => x.code === 'ABSTRACT_IMPLIED_PHRASE')
        .map((x) => text.slice(x.start, x.end));
    expect(phrases.map((p) => implied(`${p} a travel mug. The mug has a lid.`))).toEqual(
      phrases.map((p) => [p]),
    );
    expect(implied('A travel mug with a lid is disclosed.')).toEqual(['is disclosed']);
  });

  it('returns ABSTRACT_INCOMPLETE for a last sentence with no verb or without its period', () => {
    const noVerb = 'A travel mug has a lid. A heater for warming the mug with a battery.';
    const [f, ...more] = checkAbstract(noVerb);
    expect(more).toEqual([]);
    expect([f.code, noVerb.slice(f.start, f.end)]).toEqual([
      'ABSTRACT_INCOMPLETE',
      'A heater for warming the mug with a battery.',
    ]);
    expect(f.message).toMatch(/no verb/);
    expect(codes('A travel mug has a lid. The heater warms the mug')).toEqual(['ABSTRACT_INCOMPLETE']);
    const statements = [
      'The heater warms the mug.',
      'Heaters warm the mug.',
      'The lid seals the mug.',
      'A heater mounted in the base can warm the mug.',
    ];
    expect(statements.flatMap((x) => codes(`A travel mug has a lid. ${x}`))).toEqual([]);
  });
});

describe('checkAbstract on what the drafting review struck (issue 24, review1)', () => {
  const found = (text: string, title = '') =>
    checkAbstract(text, title).map((x) => [x.code, text.slice(x.start, x.end)]);

  it('returns ABSTRACT_LEGAL_PHRASE for a reference to the claims and ABSTRACT_MERIT for "cheaper to make"', () => {
    const text =
      'A garden hose nozzle has a body and a valve. The nozzle according to claim 1 is cheaper to make and easy to service.';
    expect(found(text)).toEqual([
      ['ABSTRACT_LEGAL_PHRASE', 'according to claim 1'],
      ['ABSTRACT_MERIT', 'cheaper'],
      ['ABSTRACT_MERIT', 'easy to service'],
    ]);
  });

  it('returns ABSTRACT_MERIT for a speculative use and a comparison of effort', () => {
    expect(codes('A valve has a seat. It can also be used in other applications.')).toEqual([
      'ABSTRACT_MERIT',
    ]);
    expect(found('A port has a housing. A small applier requires less dissection.')).toEqual([
      ['ABSTRACT_MERIT', 'requires less'],
    ]);
  });

  it('returns ABSTRACT_INCOMPLETE for an orphan in any sentence, not only the last', () => {
    const orphan = 'Alternatively, in the above case, which frequency band should be used can be set.';
    const text = `An electronic key system has a mobile unit. ${orphan} The mobile unit returns a response signal.`;
    expect(found(text)).toEqual([['ABSTRACT_INCOMPLETE', orphan]]);
    expect(checkAbstract(text)[0].message).toMatch(/"in the above case" refers to a passage/);
    // A first sentence opening on a connective or a pronoun has nothing to lean on.
    expect(codes('Thus, a lid is held by a magnet. The magnet is round.')).toEqual(['ABSTRACT_INCOMPLETE']);
    expect(codes('It is held by a magnet. The magnet is round.')).toEqual(['ABSTRACT_INCOMPLETE']);
    // After a first sentence, "Also"/"Thus" lean on it: no finding.
    expect(codes('A lid is held by a magnet. The magnet is also round.')).toEqual([]);
  });

  it('returns ANTECEDENT_BASIS for a sentence opening on an element the abstract never introduced', () => {
    const text =
      'An air conditioning cut-out circuit stops a compressor. The first pressure switch opens when the pressure drops.';
    expect(found(text)).toEqual([['ANTECEDENT_BASIS', 'The first pressure switch']]);
    expect(checkAbstract(text)[0].severity).toBe('warning');
    // Introduced before, named by the title, or the abstract's own subject: no finding.
    expect(codes('A circuit has a first pressure switch. The first pressure switch opens at 2 bar.')).toEqual(
      [],
    );
    expect(
      checkAbstract('The injection port is placed under the skin.', 'Subcutaneous injection port'),
    ).toEqual([]);
    // "The housing" with no housing before it may be the subject's own: not a warning (firstMentions reads it).
    expect(codes('A port is placed under the skin. The housing holds a septum.')).toEqual([]);
    expect(codes('A port has a housing. The housing holds a septum.')).toEqual([]);
  });
});
