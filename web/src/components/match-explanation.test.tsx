import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Patent } from '@/api/types';
import { makePatent } from '@/test/fixtures';
import { PatentCard } from './patent-card';

const noop = () => {};
const card = (match: Patent['match']) =>
  render(
    <PatentCard patent={makePatent({ match })} saved={false} saving={false} onSave={noop} onOpen={noop} />,
  );

// The passage of a real claim (US8418361 claim 5) as the server explains a search for 'adjusted etching time'.
const passage =
  '5. The method as set forth in claim 4, wherein the adjusting the etching amount in the etching is realized by controlling an etching time.';
const at = (word: string, from = 0) => {
  const start = passage.indexOf(word, from);
  return { start, end: start + word.length };
};

describe('MatchExplanation on a result card', () => {
  it('names the query words, the claim, and marks each occurrence in the passage', () => {
    card({
      terms: ['adjusted', 'etching', 'time'],
      field: 'claims',
      claimNumber: 5,
      passage,
      highlights: [
        { ...at('adjusting'), term: 'adjusted' },
        { ...at('etching'), term: 'etching' },
        { ...at('etching', at('etching').end), term: 'etching' },
        { ...at('time'), term: 'time' },
      ],
      score: 7.1,
    });
    const why = screen.getByRole('region', { name: 'Why it matched' });
    expect(
      within(why).getByText('Terms “adjusted” (as “adjusting”), “etching”, “time” in claim 5:'),
    ).toBeInTheDocument();
    expect([...why.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'adjusting',
      'etching',
      'etching',
      'time',
    ]);
    // The passage reads whole, marks and all, to a screen reader.
    expect(why.querySelector('blockquote')).toHaveTextContent(passage);
  });

  it('says the match rests on other criteria when no text matched, with nothing marked', () => {
    card({
      terms: [],
      field: 'metadata',
      claimNumber: null,
      passage: 'Matched on the number, party, classification or date criteria, not on text.',
      highlights: [],
      score: 0,
    });
    const why = screen.getByRole('region', { name: 'Why it matched' });
    expect(why).toHaveTextContent(
      'Matched on the number, party, classification or date criteria, not on text.',
    );
    expect(why.querySelector('mark')).toBeNull();
    expect(within(why).queryByText(/in the criteria/)).toBeNull();
  });

  it('shows nothing when the search ran without AI analysis', () => {
    card(undefined);
    expect(screen.queryByRole('region', { name: 'Why it matched' })).toBeNull();
    expect(screen.queryByText(/Why it matched/)).toBeNull();
  });
});
