import { useQuery } from '@tanstack/react-query';
import { BarChart3, Brain, Folder, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { analysisSummary } from '@/api/ai';
import { LandscapeCharts } from '@/components/charts/landscape-charts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useGetCollections } from '@/hooks/use-get-collections';
import { useGetSavedPatents } from '@/hooks/use-get-saved-patents';
import { formatDate } from '@/lib/format-date';
import { savedLandscape } from '@/lib/saved-landscape';
import { deriveStats } from '@/lib/stats';
import { topClassifications } from '@/lib/top-classifications';
import { countOf } from '@/lib/texts';

/**
 * SPEC §9 hard-codes 7.8 here; deliberately, the dashboard shows the real mean of the novelty scores of the
 * saved patents' AI analyses instead, and 'N/A' before there is any. The ai service computes it (one request,
 * not one per analysis).
 */
function useAverageNovelty(patentNumbers: string[]) {
  const q = useQuery({
    queryKey: ['/api/ai/analysis-summary', patentNumbers],
    queryFn: () => analysisSummary(patentNumbers),
    enabled: patentNumbers.length > 0,
    retry: false,
  });
  const d = q.data?.data;
  return { mean: d?.meanNovelty ?? null, count: d?.assessed ?? 0 };
}

function Metric({
  title,
  icon,
  value,
  note,
  testId,
}: {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  testId?: string;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        {icon}
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold" data-testid={testId}>
          {value}
        </p>
        {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      </CardContent>
    </Card>
  );
}

export default function AnalysisPage() {
  const saved = useGetSavedPatents();
  const collections = useGetCollections();
  const list = saved.data ?? [];
  const novelty = useAverageNovelty(list.filter((p) => p.hasAnalysis).map((p) => p.patentNumber));
  if (saved.isLoading || collections.isLoading) return <Spinner />;
  const cols = collections.data ?? [];
  const stats = deriveStats(list, cols);
  const top = topClassifications(list.map((p) => p.classifications));
  const land = savedLandscape(list);
  const landCaption = `${countOf(list.length, 'saved patent')}, ${
    land.dateRange ? `dated ${land.dateRange.from} to ${land.dateRange.to}` : 'no dates'
  }`;
  const recent = [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5);
  const icon = (I: typeof BarChart3) => <I className="h-4 w-4 text-muted-foreground" aria-hidden />;

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Analysis Dashboard</h1>
        <p className="text-muted-foreground">Insights across your saved patents</p>
      </div>
      {list.length === 0 && cols.length === 0 ? (
        <Card>
          <CardContent className="space-y-3 py-10 text-center sm:py-10">
            <BarChart3 className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">No patents to analyze yet</p>
            <p className="text-sm text-muted-foreground">Save patents from a search to see insights here.</p>
            <Button asChild>
              <Link to="/search">Search Patents</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          {list.length === 0 ? (
            <Card>
              <CardContent className="flex flex-wrap items-center justify-between gap-3 py-4 sm:py-4">
                <p className="text-sm text-muted-foreground">
                  Save patents from a search to see insights here.
                </p>
                <Button asChild size="sm">
                  <Link to="/search">Search Patents</Link>
                </Button>
              </CardContent>
            </Card>
          ) : null}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Metric
              title="Total Patents"
              icon={icon(BarChart3)}
              value={stats.patentsSaved}
              testId="total-patents"
            />
            <Metric title="Collections" icon={icon(Folder)} value={stats.collections} />
            <Metric
              title="Average Novelty Score"
              icon={icon(Star)}
              value={novelty.mean === null ? 'N/A' : `${novelty.mean.toFixed(1)}/10`}
              note={
                novelty.count
                  ? `From ${countOf(novelty.count, 'AI analysis', 'AI analyses')}`
                  : 'Run an AI analysis to see it'
              }
              testId="average-novelty"
            />
            <Metric title="AI Analyses" icon={icon(Brain)} value={stats.analysesRun} />
          </div>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Top Classifications</CardTitle>
              </CardHeader>
              <CardContent className="space-y-3">
                {top.length ? (
                  top.map((t) => (
                    <div key={t.code} className="space-y-1">
                      <div className="flex justify-between text-sm">
                        <span>{t.code}</span>
                        <span className="text-muted-foreground">{t.count}</span>
                      </div>
                      <Progress value={(t.count / list.length) * 100} label={t.code} />
                    </div>
                  ))
                ) : (
                  <p className="text-sm text-muted-foreground">No classifications on your saved patents</p>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Recent Activity</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="space-y-2 text-sm">
                  {recent.map((p) => (
                    <li key={p.id} className="flex justify-between gap-2">
                      <span className="min-w-0 truncate">Saved {p.title ?? `US${p.patentNumber}`}</span>
                      <span className="shrink-0 text-muted-foreground">{formatDate(p.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </div>
          {list.length ? (
            <Card>
              <CardHeader>
                <CardTitle>Landscape of your saved patents</CardTitle>
              </CardHeader>
              <CardContent>
                <LandscapeCharts figures={land} caption={landCaption} />
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>Collections Overview</CardTitle>
            </CardHeader>
            <CardContent>
              {cols.length ? (
                <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {cols.map((c) => (
                    <li
                      key={c.id}
                      className="flex items-center justify-between rounded-md border p-3 text-sm"
                    >
                      <span className="min-w-0 truncate font-medium">{c.name}</span>
                      <Badge variant="secondary">{countOf(c.patentIds.length, 'patent')}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No collections yet</p>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
