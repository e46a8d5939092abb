import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { assistantOnTexts } from '../../test/support/assistant-fixtures.js';
import type { Assistant } from './assistant.js';
import type { Turn } from './question.js';

// The attorney's second review of the assistant (issue 25): each fix asked in the reviewer's words and in a paraphrase
// written by the implementer. The legal texts are read from PATENT_DATA_DIR at run time; today is 2026-11-28.
let assistant: Assistant;
beforeAll(() => {
  assistant = assistantOnTexts(LegalKnowledgeBase.load(legalDataDir()));
}, 60_000);
const ask = (q: string, history: Turn[] = []) =>
  assistant.prepare(q, history, 'patent_assistant', LOCAL_ENGINE);
const lead = (a: { local: string }) => a.local.split('\n\n')[0];
const labels = (a: { sources: { label: string }[] }) => a.sources.map((s) => s.label);

describe('1. a disclosure dated by its month alone: the grace period from its earliest and latest day', () => {
  it.each([
    'We showed it at a trade show in March 2025 — when must we file?',
    'Our team presented the device at an expo in March 2025; what is the last day to file a US application?',
  ])(
    '"%s": 2026-03-02 at the earliest (a Sunday moved), 2026-03-31 at the latest, both passed',
    async (q) => {
      const a = await ask(q);
      expect(lead(a)).toMatch(/^\*\*Deadline: 2026-03-02\*\* \(2026-03-01 is a Sunday/);
      expect(lead(a)).toContain('35 U.S.C. 102(b)(1)(A)');
      expect(lead(a)).toContain('counted from 2025-03-01');
      expect(a.local).toContain('**At the latest: 2026-03-31**');
      expect(a.local).toContain('Both have passed (today is 2026-11-28)');
      expect(labels(a)[0]).toBe('35 U.S.C. 102(b)(1)');
      expect(a.local).not.toMatch(/^\*\*Answer:\*\*.*MPEP 715\.10/);
    },
  );
});
