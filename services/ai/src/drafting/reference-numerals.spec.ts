import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { describe as describeFacts } from './description-facts.js';
import { localAbstractText } from './local-draft.js';
import { readNumerals } from './reference-numerals.js';

const grant = (week: string, number: string) =>
  readGrantSlice(
    path.join(patentDataDir(), `uspto-xml/PatentsView__PatentsView-DB/ipgxml/${week}.small.xml`),
  ).find((g) => g.number === number)!;
const numbered = (description: string, title: string, phrase: string) =>
  describeFacts(description, title).parts.find((p) => p.phrase === phrase)?.numbered ?? 0;

describe(readNumerals.name, () => {
  it('reads "(1)", "(12a)" and the spaced "( 1 )", "( 12 a )" after a part as the numerals "1", "12a"', () => {
    expect(readNumerals('a layer (1) on a cover (12a) and a rim (7′)')).toBe(
      'a layer 1 on a cover 12a and a rim 7′',
    );
    expect(readNumerals('a layer ( 1 ) on a cover ( 12 a ) and a rim ( 7 ′)')).toBe(
      'a layer 1 on a cover 12a and a rim 7′',
    );
  });

  it('leaves an enumeration opening a list or after a verb, and a numeral pair alone', () => {
    expect(readNumerals('steps: ( 1 ) mixing; edges ( 10 , 12 )')).toBe(
      'steps: ( 1 ) mixing; edges ( 10 , 12 )',
    );
    const listed = 'A method comprising (1) mixing the resin and (2) heating it; edges (10, 12).';
    expect(readNumerals(listed)).toBe(listed);
  });
});

// About one grant in six sets its numerals apart in the XML (the product reads "a laminating substrate (3)"); the
// drafter read none of them as numerals, so drawn parts went unnumbered and the test report's "sample" was the tape's only part.
describe('parts numbered "(1)" in the description', () => {
  it('reads the drawn layers of the tape as numbered parts (US8088480)', () => {
    const tape = grant('ipg120103', '8088480');
    expect(numbered(tape.description, tape.title, 'laminating substrate')).toBeGreaterThan(0);
    expect(numbered(tape.description, tape.title, 'polymeric material')).toBeGreaterThan(0);
  });

  it('reads "( 12 a )" as one numeral, never "a" as an article (US7472944)', () => {
    const door = grant('ipg090106', '7472944');
    expect(numbered(door.description, door.title, 'sliding door')).toBeGreaterThan(10);
    expect(localAbstractText(door.title, door.description)).not.toMatch(/\(\s*\d|\b\d+\s?a\b/);
  });
});
