import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useGetCollections } from '@/hooks/use-get-collections';
import { useGetSavedPatents } from '@/hooks/use-get-saved-patents';
import { deriveStats } from '@/lib/stats';

/** SPEC §2 'Your Stats', derived per §3 from the saved list and the collections. */
export function StatsCard() {
  const saved = useGetSavedPatents();
  const collections = useGetCollections();
  const stats = deriveStats(saved.data, collections.data);
  const rows = [
    ['Patents Saved', stats.patentsSaved],
    ['Analyses Run', stats.analysesRun],
    ['Collections', stats.collections],
    ['Total Items', stats.totalItems],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4">
          {rows.map(([label, value]) => (
            <div key={label} className="rounded-md bg-muted p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold" data-testid={`stat-${label}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
