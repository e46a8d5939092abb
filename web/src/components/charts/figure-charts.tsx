// The chart drawings (recharts), in their own chunk: landscape-charts.tsx loads this file lazily, so the
// library is fetched only when a screen shows a chart and the first-load bundle stays within its budget.
// The drawing is decorative for assistive technology (the table beside it carries the numbers), so recharts'
// keyboard layer is off: nothing inside the aria-hidden drawing may take focus.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartSeries } from './chart-series';

export default function FigureChart({ series }: { series: ChartSeries }) {
  const horizontal = series.layout === 'horizontal';
  const height = horizontal ? Math.max(140, series.rows.length * 28 + 30) : 200;
  return (
    <ResponsiveContainer width="100%" height={height}>
      {horizontal ? (
        <BarChart
          accessibilityLayer={false}
          data={series.rows}
          layout="vertical"
          margin={{ left: 8, right: 16, top: 4, bottom: 4 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={150} tick={{ fontSize: 12 }} interval={0} />
          <Tooltip />
          <Bar
            dataKey="count"
            name={series.valueLabel}
            fill="var(--color-primary, #2563eb)"
            isAnimationActive={false}
          />
        </BarChart>
      ) : (
        <BarChart
          accessibilityLayer={false}
          data={series.rows}
          margin={{ left: 0, right: 8, top: 4, bottom: 4 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
          <Tooltip />
          <Bar
            dataKey="count"
            name={series.valueLabel}
            fill="var(--color-primary, #2563eb)"
            isAnimationActive={false}
          />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
