import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { assistantOnTexts } from '../../test/support/assistant-fixtures.js';
import type { Assistant } from './assistant.js';

// Attorney review (issue 25, today 2026-11-28 in the fixture): an answer leads with its conclusion — the date asked,
// yes or no and until when, what follows once a period has passed — with the sections it rests on. Each case is asked
// in the reviewer's words and in two paraphrases. The legal texts are read from PATENT_DATA_DIR.
let assistant: Assistant;
beforeAll(() => {
  assistant = assistantOnTexts(LegalKnowledgeBase.load(legalDataDir()));
}, 60_000);

const ask = (q: string) => assistant.prepare(q, [], 'patent_assistant', LOCAL_ENGINE);
const lead = (text: string) => text.split('\n\n')[0];

describe('Assistant: a term question with a provisional is answered with the term', () => {
  it.each([
    'A utility application was filed on 5 May 2015 and claims the benefit of a provisional filed 5 May 2014. Ignoring PTA, when does the resulting patent expire?',
    'Our non-provisional, filed 2015-05-05, claims priority to a provisional application filed on 2014-05-05. What is the expiry date of the patent?',
    'We filed a provisional on May 5, 2014 and the regular application on May 5, 2015. When will the patent term end?',
  ])('returns the expiry 20 years from the non-provisional: %s', async (q) => {
    const a = await ask(q);
    expect(lead(a.local)).toMatch(/^\*\*Expiry: 2035-05-05\*\*/);
    expect(lead(a.local)).toContain('the provisional’s filing date is not counted (154(a)(3))');
    expect(a.local).toContain('claims the provisional’s benefit in time (35 U.S.C. 119(e)(1)');
    expect(a.local).not.toMatch(/benefit is lost|can no longer be restored|Deadline: 2016/);
    expect(a.sources[0].label).toBe('35 U.S.C. 154(a)(2)');
  });
});
