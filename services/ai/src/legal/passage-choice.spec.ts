import { describe, expect, it } from 'vitest';
import type { LegalHit, LegalKnowledgeBase, LegalPassage } from './legal-kb.js';
import { sharperPassage } from './passage-choice.js';

const passage = (id: number, text: string): LegalPassage => ({ id, sectionId: 0, pinpoint: `(${id})`, text });
const paragraphs = [
  passage(0, 'An applicant may assert the status in writing on a form.'),
  passage(1, 'The applicant must notify the Office of a loss of the status before paying the next fee.'),
  passage(2, 'A form is available on the web site.'),
];
// Only the ranking of a section's passages is read from the knowledge base: the text's order here.
const kb = {
  rankedPassages: () => paragraphs.map((p) => ({ passage: p, score: 1 })),
} as unknown as LegalKnowledgeBase;
const hit = (p: LegalPassage): LegalHit => ({
  section: { id: 0 } as LegalHit['section'],
  passage: p,
  score: 1,
});
const words = (s: string) => new Set(s.toLowerCase().match(/[a-z]+/g));
const asked = ['notify', 'loss', 'status', 'office'];
const share = (s: string) => asked.filter((w) => words(s).has(w)).length / asked.length;
const opts = {
  terms: asked,
  wantsFact: false,
  quote: (h: LegalHit) => [h.passage.text],
  score: share,
  share,
  states: () => false,
  operative: 0.9,
  taken: new Set<number>(),
};

describe(sharperPassage.name, () => {
  it('returns the paragraph holding more of the question when the found one holds little of it', () => {
    expect(sharperPassage(kb, hit(paragraphs[0]), opts).passage.id).toBe(1);
  });

  it('returns the hit unchanged when its quote already states what is asked', () => {
    const states = (s: string) => s.includes('form');
    expect(sharperPassage(kb, hit(paragraphs[0]), { ...opts, states }).passage.id).toBe(0);
  });

  it('returns the hit unchanged when its quote already operates', () => {
    expect(sharperPassage(kb, hit(paragraphs[0]), { ...opts, operative: 0.2 }).passage.id).toBe(0);
  });

  it('returns the hit unchanged when the better paragraph is quoted by another cited hit', () => {
    expect(sharperPassage(kb, hit(paragraphs[0]), { ...opts, taken: new Set([1]) }).passage.id).toBe(0);
  });

  it('returns the hit unchanged when no paragraph holds more than the margin above it', () => {
    const close = (s: string) => (s.includes('loss') ? 0.55 : 0.5);
    expect(sharperPassage(kb, hit(paragraphs[0]), { ...opts, score: close }).passage.id).toBe(0);
  });
});
