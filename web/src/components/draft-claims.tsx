import { ListChecks, Plus, Sparkles, Trash2 } from 'lucide-react';
import type { ClaimFinding, PatentDraft } from '@/api/types';
import { HighlightedText } from '@/components/claim-findings';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';
import { addClaim, canGenerateClaims, canRemoveClaim, removeClaim, setClaim } from '@/lib/drafts';

interface Props {
  draft: PatentDraft;
  onChange: (d: PatentDraft) => void;
  onGenerate: () => void;
  generating: boolean;
  onCheck: () => void;
  checking: boolean;
  /** The last check's findings and the claim texts they were found in (a claim edited since shows none). */
  findings: ClaimFinding[];
  checked: string[];
}

export function DraftClaims({
  draft,
  onChange,
  onGenerate,
  generating,
  onCheck,
  checking,
  findings,
  checked,
}: Props) {
  return (
    <div className="space-y-4">
      {draft.claims.map((claim, i) => (
        <div key={i} className="space-y-1">
          <div className="flex items-center justify-between">
            <Label htmlFor={`claim-${i}`}>Claim {i + 1}</Label>
            {canRemoveClaim(draft) ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove claim ${i + 1}`}
                onClick={() => onChange(removeClaim(draft, i))}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            ) : null}
          </div>
          <Textarea
            id={`claim-${i}`}
            value={claim}
            onChange={(e) => onChange(setClaim(draft, i, e.target.value))}
          />
          {checked[i] === claim ? (
            <HighlightedText
              text={claim}
              findings={findings.filter((f) => f.claim === i + 1)}
              label={`Findings on claim ${i + 1}`}
            />
          ) : null}
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onChange(addClaim(draft))}>
          <Plus className="h-4 w-4" aria-hidden />
          Add Claim
        </Button>
        <Button onClick={onGenerate} disabled={generating || !canGenerateClaims(draft)}>
          <Sparkles className="h-4 w-4" aria-hidden />
          {generating ? 'Generating...' : 'Generate Claims'}
        </Button>
        <Button
          variant="outline"
          onClick={onCheck}
          disabled={checking || !draft.claims.some((c) => c.trim())}
        >
          <ListChecks className="h-4 w-4" aria-hidden />
          {checking ? 'Checking...' : 'Check Claims'}
        </Button>
      </div>
      {!canGenerateClaims(draft) ? (
        <p className="text-xs text-muted-foreground">Generating claims needs a detailed description.</p>
      ) : null}
    </div>
  );
}
