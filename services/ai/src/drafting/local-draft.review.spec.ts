import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkAbstract } from './abstract-checker.js';
import { localAbstractText, localClaimDraft, localClaimSet } from './local-draft.js';

// An attorney's review of the local drafter (issue 24), on the description it was found on.
describe('local drafter steps and dependent claims', () => {
  const grant = readGrantSlice(
    path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg070102.small.xml'),
  ).find((g) => g.number === '7156135')!;

  it('returns no step cut before its particle ("bringing the thimble" from "brings the thimble back") (US7156135)', () => {
    const claims = localClaimSet(grant.title, grant.description);
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.join(' ')).not.toMatch(/\b(?:bringing|pushing) (?:a|the) thimble\b/);
  });

  it('returns dependent claims of an apparatus claim that add a part or a property, never a gerund step', () => {
    const claims = localClaimSet(grant.title, grant.description);
    const independent = new Map(claims.map((c) => [Number(/^(\d+)\./.exec(c)![1]), c]));
    for (const c of claims) {
      const m = /^\d+\. The .+? of claim (\d+), (.*)$/.exec(c);
      if (!m || /^\d+\. A method\b/.test(independent.get(Number(m[1])) ?? '')) continue;
      expect(m[2], c).toMatch(/^(?:further comprising (?:an?|one|at least)\b|wherein\b)/);
    }
  });
});

// An attorney's review of generation on four grants (issue 24): title and description in, issued claims never read.
describe('local drafter on the grants an attorney reviewed', () => {
  const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
  const grantOf = (file: string, number: string) =>
    readGrantSlice(path.join(dir, file)).find((g) => g.number === number)!;
  const pen = grantOf('ipg110104.small.xml', '7862248');
  const connection = grantOf('ipg100105.small.xml', '7641522');
  const workload = grantOf('ipg100105.small.xml', '7644137');
  const sunscreen = grantOf('ipg120103.small.xml', '8088364');
  const draft = (g: typeof pen) => localClaimDraft(g.title, g.description);

  // The second review found the protrusions floating in that clause: it now first says what holds them.
  it('carries the spacing the summary states as claim 1 wherein clause, in its words (US7862248)', () => {
    const [claim1] = draft(pen).claims;
    expect(claim1).toMatch(
      /; wherein the bracket comprises a first protrusion and a second protrusion, and a distance between the first protrusion and the second protrusion is greater than a height of the retracting reel\.$/,
    );
  });

  it('takes no step a shopper performs nor a state of a part ("surrounding") (US7862248)', () => {
    const text = draft(pen).claims.join(' ');
    expect(text).not.toMatch(/authorizing|disentangling|surrounding/);
  });

  it('keeps adverbs out of the transition and gives no step an article-less place (US7641522)', () => {
    const { claims } = draft(connection);
    expect(claims[0]).toMatch(/^1\. An electrical-connection device comprising: /);
    expect(claims.join(' ')).not.toMatch(/\bparticularly\b|\b(?:against|to|on|in) (?:part|portion|side)\b/);
  });

  it('lists no test condition and no ingredient twice, and claims the weight ratio (US8088364)', () => {
    const { claims } = draft(sunscreen);
    expect(claims[0]).not.toMatch(/humidity/);
    expect(claims[0]).not.toMatch(/oxybenzone|avobenzone/);
    expect(claims[0]).toMatch(
      /wherein a weight ratio of the first oil-soluble solid sunscreen to the second oil-soluble solid sunscreen is from about 0\.8 to about 2\.0\.$/,
    );
    expect(claims).toContain(
      '2. The composition of claim 1, wherein the first oil-soluble solid sunscreen is oxybenzone.',
    );
  });

  // Was: no claim, with a note that the acts "are not ordered steps of its parts on its parts". The attorney review
  // (issue 24, 3.3) found that reason false: the acts share what they work on and are the issued claim's steps.
  it('drafts the acts it found as a method when they share what they act on, never "no act" (US7644137)', () => {
    const { claims, notes } = draft(workload);
    expect(claims[0]).toMatch(
      /^1\. A method of [\s\S]*: determining a current workload; calculating a combined workload\b/,
    );
    expect(notes.join(' ')).not.toMatch(/states no act/);
  });

  it('drafts abstracts with no repeated sentence, no aim phrasing and no dangling last sentence', () => {
    for (const g of [pen, connection, workload, sunscreen]) {
      const abstract = localAbstractText(g.title, g.description);
      expect(checkAbstract(abstract), g.number).toEqual([]);
      expect(abstract).not.toMatch(/\b(?:aim|object) of the (?:present )?invention\b|^Indeed\b|\. Indeed\b/);
      expect(abstract.split(/\s+/).length).toBeLessThanOrEqual(150);
      expect(abstract).not.toMatch(/\n/);
    }
  });
});
