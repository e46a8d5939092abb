import { beforeAll, describe, expect, it } from 'vitest';
import { legalEvidence } from './legal-answer.js';
import { LegalKnowledgeBase } from './legal-kb.js';
import { loadedChapters, missingChapterNote, mpepChapter } from './mpep-chapters.js';
import { TOPICS, topicOf } from './topics.js';

let kb: LegalKnowledgeBase;
// Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
beforeAll(() => {
  kb = LegalKnowledgeBase.load();
}, 60_000);

const topic = (id: string) => TOPICS.find((t) => t.id === id);

describe(missingChapterNote.name, () => {
  it('returns the chapter of an MPEP section', () => {
    expect(mpepChapter('2173.05(e)')).toBe(2100);
    expect(mpepChapter('201.04')).toBe(200);
    expect(mpepChapter('1504')).toBe(1500);
  });

  it('says plainly which chapter is missing for a question whose topic lives there', () => {
    const cases: [string, number][] = [
      ['How long do I have to reply to a restriction requirement?', 800],
      ['How do I appeal a final rejection to the PTAB?', 1200],
      ['Can I broaden my claims in a reissue?', 1400],
      ['Who can request ex parte reexamination?', 2200],
      ['Can a late maintenance fee be accepted?', 2500],
    ];
    for (const [q, chapter] of cases) {
      const notes = legalEvidence(kb, q, { deadline: null }).notes ?? [];
      const note = notes.find((n) => n.startsWith('**Not in the loaded texts:**'));
      // Only a chapter the loaded texts really lack is reported.
      if (loadedChapters(kb).has(chapter)) expect(note, q).toBeUndefined();
      else expect(note, q).toContain(`MPEP chapter ${chapter}`);
    }
  });

  it('returns null when the chapter is loaded, or for a topic living in no missing chapter', () => {
    const withChapter800 = {
      sections: [{ source: 'MPEP', section: '806.01' }],
    } as unknown as LegalKnowledgeBase;
    expect(missingChapterNote(withChapter800, topic('restriction'))).toBeNull();
    expect(missingChapterNote(kb, topic('provisional-application'))).toBeNull();
    expect(
      missingChapterNote(kb, topicOf('How long do I have to file a nonprovisional after my provisional?')),
    ).toBeNull();
  });
});
