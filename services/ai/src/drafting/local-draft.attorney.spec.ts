import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { hasVerb, marksOf, unfitForAbstract } from './abstract-sentence.js';
import { articleMismatches } from './inflect.js';
import { localAbstractDraft, localAbstractText, localClaimDraft, localClaimSet } from './local-draft.js';

// An attorney found these drafts not fileable (issue 24 review): each test runs on the description it was found on.
const [spadeBit, huffman, tape, sterilizer] = (
  [
    ['ipg090106', '7473056'],
    ['ipg060103', '6982661'],
    ['ipg120103', '8088480'],
    ['ipg130416', '8420016'],
  ] as const
).map(([week, number]) =>
  readGrantSlice(
    path.join(patentDataDir(), `uspto-xml/PatentsView__PatentsView-DB/ipgxml/${week}.small.xml`),
  ).find((g) => g.number === number)!,
);
const abstractSentences = (abstract: string) => abstract.split(/(?<=\.)\s+(?=[A-Z])/).filter(Boolean);

describe('claim 1 of a mechanical description', () => {
  // "1. A spade bit comprising: a blade; and a shaft connected to the blade." was trivial: two parts, one relation.
  it('claims the main components and how they connect (US7473056)', () => {
    const claims = localClaimSet(spadeBit.title, spadeBit.description);
    const elements = claims[0].replace(/^1\. A spade bit comprising: /, '').split(/;\s*(?:and\s+)?/);
    expect(elements.length).toBeGreaterThanOrEqual(4);
    // Each part with its relation, in the words of the summary of the invention the product's text sets apart ("The
    // cutting blade has a pair of cutting shoulders", "A tip … extends from the shoulders", "A flute is provided on the
    // leading portion of each blade face") and of the detailed description ("The shaft 2 is connected to a cutting
    // blade 8"): shaft, blade, tip and flute, as the issued claim 1 claims them; the hex connection, which the issued
    // claim 1 leaves out, is a dependent claim.
    expect(elements[0]).toBe('a shaft');
    // "a cutting blade 8", as the description introduces it and names it again (issue 24: its modifier kept).
    expect(claims[0]).toMatch(/\ba cutting blade connected to the shaft, comprising a shoulder\b/);
    expect(claims[0]).toMatch(/\ba tip extending from the shoulder\b/);
    expect(claims[0]).toMatch(/\ba flute provided on the cutting blade\.$/);
    expect(claims[1]).toBe('2. The spade bit of claim 1, wherein the shaft comprises a hex connection.');
  });
});

describe('method claims', () => {
  // "A method of operating a spade bit …: creating an uninterrupted recess on a face; and drilling a hole" operated
  // nothing claim 1 claims (shaft, hex connection, blade, shoulder, flute): no method claim, and a note says why.
  it('drafts no method of operating whose steps act on no part of claim 1 (US7473056)', () => {
    const { claims, notes } = localClaimDraft(spadeBit.title, spadeBit.description);
    expect(claims.some((c) => /^\d+\. A method\b/.test(c))).toBe(false);
    expect(notes.join(' ')).toMatch(/No method claim: .*"drilling hole".* on the parts claim 1 names/);
  });
});

describe('articles of generated claims and abstracts', () => {
  it('writes "an uninterrupted recess", never "a uninterrupted" (US7473056)', () => {
    const claims = localClaimSet(spadeBit.title, spadeBit.description);
    const text = [...claims, localAbstractText(spadeBit.title, spadeBit.description)].join(' ');
    expect(text).not.toMatch(/\ba uninterrupted\b/);
    expect(articleMismatches(text)).toEqual([]);
  });
});

describe('abstract sentences', () => {
  it('takes no cross-reference to a related application, nor its fragments (US6982661)', () => {
    const abstract = localAbstractText(huffman.title, huffman.description);
    // An abstract, or none with the reason the service shows: the attorney review (issue 24, 3.4) found the one
    // sentence drafted here says nothing of what the invention is.
    expect(abstract || localAbstractDraft(huffman.title, huffman.description).reason).toBeTruthy();
    expect(abstract).not.toMatch(/\bNo\.\s*\d|\btitled\b|\bfiled on\b|\d{2}\/\d{3},\d{3}/);
    for (const s of abstractSentences(abstract)) expect(unfitForAbstract(s), s).toBeNull();
  });

  it('lists no adjective as a part and names no company or web address (US8088480)', () => {
    const abstract = localAbstractText(tape.title, tape.description);
    expect(abstract).not.toBe('');
    expect(abstract).not.toMatch(
      /\bsemi-rigid and\b|\ba new\b[.,]|www\.|\.com\b|Windmill|Artemis|\bLtd\b|\bInc\b/,
    );
    for (const s of abstractSentences(abstract)) expect(unfitForAbstract(s), s).toBeNull();
  });

  it('reads citations, fragments, companies, addresses and marks in the descriptions as unfit', () => {
    const said = (g: typeof tape, re: RegExp) => re.exec(g.description)![0];
    expect(unfitForAbstract(said(huffman, /No\.\s?10\/293,187[^.]*\./))).toBe('citation');
    expect(unfitForAbstract('The results agree with the ones measured by Smith et al.')).toBe('fragment');
    expect(unfitForAbstract(said(tape, /A tape from Windmill Tapes[^)]*\)[^.]*\./))).toBe('url');
    expect(unfitForAbstract(said(tape, /A new 2″×4″ piece[^.]*Ltd\./))).toBe('company');
    expect(unfitForAbstract('Write to the support team at help@example.com for the test data.')).toBe(
      'email',
    );
    const marks = marksOf(spadeBit.description);
    expect(marks.has('teflon')).toBe(true);
    expect(unfitForAbstract('The coating contains TEFLON powder that is sprayed on the blade.', marks)).toBe(
      'trademark',
    );
    expect(
      unfitForAbstract(said(spadeBit, /The blade is coated with a non-stick coating 62[^.]*\./), marks),
    ).toBeNull();
  });

  it('takes no heading run into a sentence nor the document speaking of itself (US8420016, US6982661)', () => {
    // The product's text sets the heading apart ("Drain Phase\n\nAfter …"); a description pasted without its
    // paragraph breaks runs it into the sentence: neither abstract takes it.
    expect(sterilizer.description).toMatch(/Drain Phase\n\nAfter a predetermined exposure period/);
    for (const description of [sterilizer.description, sterilizer.description.replace(/\s+/g, ' ')])
      expect(localAbstractText(sterilizer.title, description)).not.toMatch(/Drain Phase|\bPhase After\b/);
    expect(localAbstractText(huffman.title, huffman.description)).not.toMatch(/as previously described/);
    expect(
      unfitForAbstract('Drain Phase After a predetermined exposure period, the controller opens a valve.'),
    ).toBe('heading');
    expect(unfitForAbstract('Huffman codes are variable length codes, as previously described.')).toBe(
      'document',
    );
  });

  it('takes no sentence without a verb: a heading or a table row (US8088480)', () => {
    const row = /Inventive Sample Machine Direction 3,176[^A-Z]*/.exec(tape.description)![0].trim();
    expect(hasVerb(row)).toBe(false);
    // A table row of labels is a heading or verbless: either way no abstract sentence.
    expect(['heading', 'verbless']).toContain(
      unfitForAbstract(`${row.replace(/[\s\d,.]+$/, '')} Inventive Sample.`),
    );
    expect(unfitForAbstract('BRIEF DESCRIPTION OF THE DRAWINGS.')).toBe('verbless');
    // A verb the tagger reads as a plural noun after a compound subject is still a verb.
    expect(hasVerb('The brake disk hub as well as the friction ring features a concentric ring land.')).toBe(
      true,
    );
    // A caption line of the kind descriptions carry, set before the real detailed description: no abstract sentence.
    const caption = 'Adhesive tape thickness, adhesive tape hardness and adhesive tape strength of the tape.';
    // As a paragraph of its own (the product's text) and run into the next sentence (a description pasted flat).
    for (const sep of ['\n\n', ' ']) {
      const heading = `DETAILED DESCRIPTION OF THE INVENTION${sep}`;
      const text = sep === ' ' ? tape.description.replace(/\s+/g, ' ') : tape.description;
      const captioned = text.replace(heading, `${heading}${caption}${sep}`);
      expect(captioned).toContain(caption);
      expect(localAbstractText(tape.title, captioned)).not.toContain(caption);
    }
    for (const g of [spadeBit, huffman, tape])
      for (const s of abstractSentences(localAbstractText(g.title, g.description)))
        expect(hasVerb(s), s).toBe(true);
  });
});

describe('abstract sentences from known art or test reports', () => {
  // Where an abstract sentence stands in the description (the abstract drops numerals and headings: first words).
  const at = (g: typeof tape, sentence: string) =>
    g.description.indexOf(sentence.split(/\s+/).slice(0, 6).join(' '));

  it('skips the detailed description opening on known art until it turns to the invention (US6982661)', () => {
    const abstract = localAbstractText(huffman.title, huffman.description);
    // An abstract, or none with the reason the service shows: the attorney review (issue 24, 3.4) found the one
    // sentence drafted here says nothing of what the invention is.
    expect(abstract || localAbstractDraft(huffman.title, huffman.description).reason).toBeTruthy();
    const turn = huffman.description.indexOf('In an embodiment of a method of decoding');
    const opening = huffman.description.indexOf('DETAILED DESCRIPTION');
    expect(opening).toBeGreaterThan(0);
    expect(turn).toBeGreaterThan(opening);
    for (const s of abstractSentences(abstract)) {
      expect(at(huffman, s), s).toBeGreaterThan(0);
      expect(at(huffman, s) < opening || at(huffman, s) > turn, s).toBe(true);
    }
  });

  it('takes no sentence of the examples and their tests (US8088480)', () => {
    const abstract = localAbstractText(tape.title, tape.description);
    expect(abstract).not.toBe('');
    const examples = tape.description.indexOf('EXAMPLES');
    expect(examples).toBeGreaterThan(0);
    for (const s of abstractSentences(abstract)) {
      expect(s).not.toMatch(/\btest|\bsamples?\b|\b(?:was|were) recorded\b/i);
      if (at(tape, s) >= 0) expect(at(tape, s), s).toBeLessThan(examples);
    }
  });
});
