import type { PatentDetail } from '@/api/types';
import { Badge } from '@/components/ui/badge';
import { useGetPatentDetail } from '@/hooks/use-get-patent-detail';
import { claimBody } from '@/lib/claim-text';
import { countOf } from '@/lib/texts';

type Claim = PatentDetail['claims'][number];
const claimsOf = (d: PatentDetail) => d.claims;

/** 'Depends on claim 1' or 'Depends on claims 1 and 3'. */
export function dependencyText(dependsOn: readonly number[]): string {
  const nums = dependsOn.map(String);
  const list = nums.length > 1 ? `${nums.slice(0, -1).join(', ')} and ${nums.at(-1)}` : nums[0];
  return `Depends on ${nums.length > 1 ? 'claims' : 'claim'} ${list}`;
}

export function PatentClaimsView({ claims }: { claims: readonly Claim[] }) {
  if (!claims.length)
    return <p className="text-sm text-muted-foreground">No claims available for this patent</p>;
  const independent = claims.filter((c) => !c.dependsOn.length).length;
  return (
    <div className="space-y-3 text-sm">
      <p className="text-muted-foreground">
        {countOf(claims.length, 'claim')}, {independent} independent
      </p>
      <ol className="space-y-2" aria-label="Claims">
        {claims.map((c) => (
          <li key={c.number} className="space-y-1 rounded-md border p-3" aria-label={`Claim ${c.number}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-semibold">Claim {c.number}</h4>
              {c.dependsOn.length ? (
                <Badge variant="outline">{dependencyText(c.dependsOn)}</Badge>
              ) : (
                <Badge variant="accent">Independent</Badge>
              )}
            </div>
            <p className="whitespace-pre-wrap">{claimBody(c.text)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The Claims tab of the detail dialog: every claim, independent ones marked, dependencies shown. */
export function PatentClaimsPanel({ patentNumber }: { patentNumber: string }) {
  const { data, isPending, isError } = useGetPatentDetail(patentNumber, claimsOf);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading claims…</p>;
  if (isError)
    return <p className="text-sm text-muted-foreground">Claims are not available for this patent</p>;
  return <PatentClaimsView claims={data} />;
}
