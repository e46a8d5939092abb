import { describe as suite, expect, it } from 'vitest';
import { loadGrants } from '../../bench/claims-corpus.js';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { describe, gerund } from './description-facts.js';
import { localAbstractText, localClaimDraft, localClaimSet } from './local-draft.js';

const grants = loadGrants(patentDataDir());
const grant = (n: string) => grants.find((g) => g.number === n)!;
const acts = (text: string, title = 'Apparatus') =>
  describe(text, title).acts.map(
    (a) => `${a.gerund} ${a.object.phrase}${a.tail ? ` ${a.tail.adp} ${a.tail.object.phrase}` : ''}`,
  );

// Issue 24: a method claim's steps are acts the invention performs on its own parts, or no method claim is drafted.
suite('acts that are no step of the invention', () => {
  it('reads no act from a thing going somewhere ("the refrigerant enters the refrigerant line")', () => {
    const text =
      'A cooling system 10 comprises a condenser 12 and a refrigerant line 14. The refrigerant 16 enters the ' +
      'refrigerant line 14 and leaves the condenser 12. The pump 18 cools the condenser 12.';
    expect(acts(text)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(?:entering|leaving) /)]));
    expect(acts(text)).toContain('cooling condenser');
  });

  it('reads no act on the owner of what is acted on ("serves the company\'s extensions")', () => {
    // US6983145, briefly.
    const text =
      "A private branch exchange 12 is an exchange used by a company, which serves the company's extensions and " +
      'connects them to the network 14.';
    expect(acts(text)).not.toContain('serving company');
  });

  it('reads no step from a person\'s act, nor from a purpose ("a code for opening or closing a vehicle")', () => {
    const text =
      'While waiting, the subscriber listens to and/or watches an audiovisual source 20 that he selects. The ' +
      'transmitter 22 sends a code for opening or closing a vehicle.';
    expect(acts(text)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(?:watching|closing) /)]));
  });

  it('reads a joining act only with what it joins the object to ("connecting a terminal": to what?)', () => {
    const device = 'A device 10 comprises a motor 16 and a shaft 18. The motor 16 rotates the shaft 18.';
    expect(acts(`${device} The switch 12 connects the terminal 14.`)).toEqual(['rotating shaft']);
  });

  it('reads a step the description writes after an adverb ("and then selectively removing the exposed portion")', () => {
    // US8418361, briefly.
    const text =
      'The method comprises forming a resist film 40 on the seed layer 31, and then selectively removing the ' +
      'exposed portion of the seed layer 31 while adjusting an etching amount.';
    expect(acts(text, 'Method of manufacturing printed circuit board')).toEqual(
      expect.arrayContaining(['removing exposed portion', 'adjusting etching amount']),
    );
  });
});

suite('method claims of the drafted sets', () => {
  it("drafts no method claim of a person's acts or of unrelated results (US6983145, handling a call)", () => {
    const g = grant('6983145');
    const { claims, notes } = localClaimDraft(g.title, g.description);
    expect(claims.join(' ')).not.toMatch(/\b(?:serving a company|watching an audiovisual source)\b/);
    if (claims.length === 0) expect(notes.some((n) => n.startsWith('No method claim'))).toBe(true);
  });

  it('names the purpose of a "manufacturing method of …" title once (US7314575)', () => {
    const g = grant('7314575');
    const text = localClaimSet(g.title, g.description).join(' ');
    expect(text).toMatch(
      /A method of manufacturing glass substrate for magnetic disk, the method comprising/,
    );
    expect(text).not.toMatch(/method of manufacturing method/);
  });
});

suite('composition claims (35 U.S.C. 101: a composition of matter is its own category)', () => {
  it('claims a composition by its ingredients only, never by the apparatus that makes it, nor "operates" it', () => {
    // US7473443: the description gives no ingredient amounts; its nouns are the plasma apparatus.
    const g = grant('7473443');
    const { claims, notes } = localClaimDraft(g.title, g.description);
    expect(claims.join(' ')).not.toMatch(
      /A composition comprising: a plasma|method of operating a composition/,
    );
    expect(notes.some((n) => n.startsWith('No composition claim'))).toBe(true);
  });
});

suite('claim 1 without repeated attributes (US7472777, a brake disk)', () => {
  it('says a relation once and claims the ring land inside the friction ring that has it', () => {
    const g = grant('7472777');
    const claim1 = localClaimSet(g.title, g.description)[0];
    expect(claim1).toMatch(/a friction ring (?:attached to the brake disk hub, )?comprising a ring land/);
    // Never "compressed against the ring land and compressed against the friction ring" (the friction ring's land).
    expect(claim1).not.toMatch(/\b(\w+ed \w+) the [\w -]+? and (?:\1 )?the friction ring\b/);
    expect(claim1).not.toMatch(/\b(\w+ed (?:to|on|in|against|through|with)) [^;]*? and \1\b/);
  });
});

suite('abstract opening', () => {
  it.each(['7473658', '7156634', '7472777', '8420016'])(
    'lists only parts claim 1 claims, never a non-part ("a corresponding") (US%s)',
    (n) => {
      const g = grant(n);
      const abstract = localAbstractText(g.title, g.description);
      const claim1 = localClaimSet(g.title, g.description)[0] ?? '';
      expect(abstract).not.toMatch(/\ban? corresponding\b/);
      const listed = /^An? [\w -]+? includes (.+?)\./.exec(abstract)?.[1];
      for (const part of listed?.split(/,\s*|\s+and\s+/) ?? [])
        expect(claim1).toContain(part.replace(/^an?\s+/, '').replace(/^plurality of\s+/, ''));
    },
  );
});

suite('words of a step', () => {
  it('claims no act of a noun the tagger took for its verb ("a secondary reformer configured to tube the tube")', () => {
    const g = grant('7314891');
    expect(localClaimSet(g.title, g.description).join(' ')).not.toMatch(/\bto tube the tube\b/);
  });

  it('doubles the last consonant of a verb stressed on "-set" ("resetting a bottom detector")', () => {
    expect(gerund('reset')).toBe('resetting');
  });

  it('reads no step of what the description says of its teachings ("retaining a plurality of teachings")', () => {
    const text =
      'A device 10 comprises a gate 12 and a substrate 14. The device 10 retains the teachings of the invention. ' +
      'The gate 12 covers the substrate 14.';
    expect(acts(text)).not.toEqual(expect.arrayContaining([expect.stringMatching(/teaching/)]));
  });
});
