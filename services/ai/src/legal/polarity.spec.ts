import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from './legal-kb.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { Assistant } from '../assistant/assistant.js';
import { asAsked } from './polarity.js';

// Attorney review of issue 25 (D): "Is it too late to patent it?" was led "No, not for what was disclosed" — the yes or
// no of "can I still?". The lead follows the question's polarity; the review's wording and the implementer's own.
describe(asAsked.name, () => {
  const LEAD = '**No, not for what was disclosed** — the disclosure …';
  it.each(['Is it too late to patent it?', 'Have we lost the right to patent it?', 'Is my chance gone?'])(
    '"%s" turns "No, not for" into "Yes, for"',
    (q) => expect(asAsked(q, LEAD)).toBe('**Yes, for what was disclosed** — the disclosure …'),
  );
  it.each(['Can I still patent it?', 'Is it still possible to file?', 'Am I in time?'])(
    '"%s" keeps the lead as written',
    (q) => expect(asAsked(q, LEAD)).toBe(LEAD),
  );
});

describe('a dated disclosure asked "too late?" through the assistant', () => {
  let kb: LegalKnowledgeBase;
  beforeAll(() => {
    kb = LegalKnowledgeBase.load(legalDataDir());
  }, 60_000);
  const patents = {} as PatentsPort;
  const ask = (q: string) =>
    new Assistant(kb, patents, { detail: async () => null }, () => '2026-11-30').prepare(
      q,
      [],
      'patent_assistant',
      LOCAL_ENGINE,
    );
  it.each([
    'I started selling my gadget online in March 2025 before filing anything. Is it too late to patent it?',
    'We showed our device at a fair on 2025-05-01 and filed nothing. Have we lost the right to patent it?',
  ])('"%s" leads with yes', async (q) => {
    expect((await ask(q)).local).toMatch(/^\*\*Yes, for what was disclosed\*\*/);
  });
  it('"Can I still patent it?" leads with no', async () => {
    const a = await ask(
      'I started selling my gadget online in March 2025 before filing anything. Can I still patent it?',
    );
    expect(a.local).toMatch(/^\*\*No, not for what was disclosed\*\*/);
  });
});
