import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import type { MatchExplanation as Match } from '@/api/types';
import { HighlightedText } from '@/components/highlighted-text';

const WHERE: Record<Match['field'], string> = {
  title: 'the title',
  abstract: 'the abstract',
  claims: 'a claim',
  description: 'the description',
  metadata: 'the criteria',
};

/** A query word and, when the passage holds it in other forms only, those forms: “printed” (as “print”). */
function named(term: string, match: Match): string {
  const forms = new Set(
    (match.highlights ?? [])
      .filter((h) => h.term === term)
      .map((h) => match.passage.slice(h.start, h.end).toLowerCase()),
  );
  if (forms.size === 0 || forms.has(term)) return `“${term}”`;
  return `“${term}” (as ${[...forms].map((f) => `“${f}”`).join(', ')})`;
}

/**
 * Why a result matched, present only when the search ran with 'Enable AI analysis for results': the query
 * words found (by stem, so 'cooling' also finds 'cooled') and the passage holding them, each occurrence marked.
 */
export function MatchExplanation({ match }: { match: Match }) {
  const headingId = useId();
  const where =
    match.field === 'claims' && match.claimNumber ? `claim ${match.claimNumber}` : WHERE[match.field];
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md bg-secondary p-3 text-sm text-secondary-foreground"
      data-testid="match-explanation"
    >
      <h4 id={headingId} className="flex items-center gap-1 font-medium">
        <Sparkles className="h-4 w-4 shrink-0" aria-hidden />
        Why it matched
      </h4>
      {match.field === 'metadata' || match.terms.length === 0 ? (
        <p className="mt-1">{match.passage}</p>
      ) : (
        <>
          <p className="mt-1">
            {match.terms.length === 1 ? 'Term' : 'Terms'} {match.terms.map((t) => named(t, match)).join(', ')}{' '}
            in {where}:
          </p>
          <blockquote className="mt-1 border-l-2 border-primary/40 pl-2 [&_mark]:rounded-sm [&_mark]:px-0.5">
            <HighlightedText text={match.passage} spans={match.highlights} />
          </blockquote>
        </>
      )}
    </section>
  );
}
