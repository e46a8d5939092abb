import { lazy, Suspense } from 'react';
import type { ChartSeries } from './chart-series';

const FigureChart = lazy(() => import('./figure-charts'));

/**
 * A chart with its numbers as text: the drawing is hidden from screen readers, which read the table instead
 * (visually hidden). The drawing's code (recharts) is loaded on first use.
 */
export function FigureWithTable({ series, caption }: { series: ChartSeries; caption: string }) {
  const titleId = `${series.id}-title`;
  return (
    <figure aria-labelledby={titleId} className="space-y-2" data-testid={`chart-${series.id}`}>
      <figcaption id={titleId} className="text-sm font-medium">
        {series.title}
      </figcaption>
      {series.rows.length ? (
        <div aria-hidden="true" className="min-h-[140px]">
          <Suspense fallback={<div className="h-[140px] animate-pulse rounded bg-muted" />}>
            <FigureChart series={series} />
          </Suspense>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing to chart</p>
      )}
      <table className="sr-only">
        <caption>
          {series.title}: {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{series.labelHeader}</th>
            <th scope="col">{series.valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {series.rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{r.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted-foreground">{caption}</p>
    </figure>
  );
}

export interface LandscapeFigures {
  filingsByYear: { year: number; count: number }[];
  topAssignees: { name: string; count: number }[];
  topCpcGroups: { group: string; count: number }[];
}

/** Filings per year, top assignees and top CPC groups, each with the set it counts (size, date range). */
export function LandscapeCharts({ figures, caption }: { figures: LandscapeFigures; caption: string }) {
  const series: ChartSeries[] = [
    {
      id: 'filings-by-year',
      title: 'Filings per year',
      labelHeader: 'Year',
      valueLabel: 'Patents',
      rows: figures.filingsByYear.map((y) => ({ label: String(y.year), count: y.count })),
      layout: 'vertical',
    },
    {
      id: 'top-assignees',
      title: 'Top assignees',
      labelHeader: 'Assignee',
      valueLabel: 'Patents',
      rows: figures.topAssignees.map((a) => ({ label: a.name, count: a.count })),
      layout: 'horizontal',
    },
    {
      id: 'top-cpc-groups',
      title: 'Top CPC groups',
      labelHeader: 'CPC main group',
      valueLabel: 'Patents',
      rows: figures.topCpcGroups.map((g) => ({ label: g.group, count: g.count })),
      layout: 'horizontal',
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      {series.map((s) => (
        <FigureWithTable key={s.id} series={s} caption={caption} />
      ))}
    </div>
  );
}
