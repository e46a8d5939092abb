import { Sparkles } from 'lucide-react';
import type { MatchExplanation as Match } from '@/api/types';

/** Why a result matched; present only when the search ran with 'Enable AI analysis for results'. */
export function MatchExplanation({ match }: { match: Match }) {
  const where = match.claimNumber ? `claim ${match.claimNumber}` : match.field;
  return (
    <div className="rounded-md bg-secondary p-3 text-sm text-secondary-foreground">
      <p className="flex items-center gap-1 font-medium">
        <Sparkles className="h-4 w-4" aria-hidden />
        Why it matched: {match.terms.join(', ')} in the {where}
      </p>
      {match.passage ? <p className="mt-1 line-clamp-3 italic">“{match.passage}”</p> : null}
    </div>
  );
}
