import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { Assistant } from './assistant.js';

// An attorney review of the merged main (issue 25): two plain questions answered with the wrong law. Each in the
// review's words and a paraphrase written by the implementer (coverage, not generalization).
let kb: LegalKnowledgeBase;
beforeAll(() => {
  kb = LegalKnowledgeBase.load(legalDataDir());
}, 60_000);
const none: PatentsPort = {
  similar: async () => [],
  get: async () => {
    throw new Error('not used');
  },
  landscape: async () => {
    throw new Error('not used');
  },
};
const ask = (q: string) =>
  new Assistant(kb, none, { detail: async () => null }, () => '2026-11-29').prepare(
    q,
    [],
    'patent_assistant',
    LOCAL_ENGINE,
  );
const top3 = (a: { sources: { label: string }[] }) =>
  a.sources
    .slice(0, 3)
    .map((s) => s.label)
    .join(' | ');

describe('attorney review of the merged main', () => {
  it.each([
    'I forgot to pay the 3.5-year maintenance fee and the six-month grace period has passed. Is my patent gone for good?',
    'We missed the 7.5-year renewal and the surcharge period too. Is the patent lost forever?',
  ])('"%s" names the petition to accept a late maintenance fee', async (q) => {
    const a = await ask(q);
    expect(top3(a)).toMatch(/35 U\.S\.C\. 41\(c\)|37 CFR 1\.378/);
    expect(a.citations).toEqual([]);
  });

  it.each([
    'I just noticed the claims in my issued patent are narrower than they should have been. Can I fix that, and is there a time limit?',
    'Our granted patent has claims that are too narrow. What can we do about it, and by when?',
  ])('"%s" answers with a broadening reissue and its 2 years', async (q) => {
    const a = await ask(q);
    expect(top3(a)).toMatch(/35 U\.S\.C\. 251/);
    expect(a.local).toMatch(/two years|2 years/);
  });

  it.each([
    'If I file a provisional on 2026-02-01 and the non-provisional exactly a year later, when will my patent expire?',
    'Our provisional went in on 2026-02-01 and we filed the utility application twelve months later. When does the patent run out?',
  ])('"%s" counts the term from the non-provisional dated by "later"', async (q) => {
    const a = await ask(q);
    expect(a.local.split('\n\n')[0]).toContain('2047-02-01');
    expect(a.local).toContain('read as 2027-02-01 (counted from 2026-02-01)');
    expect(top3(a)).toMatch(/35 U\.S\.C\. 154/);
  });
});
