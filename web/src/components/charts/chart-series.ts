/** One chart: its rows, and how the table for screen readers names the columns. */
export interface ChartSeries {
  id: string;
  title: string;
  labelHeader: string;
  valueLabel: string;
  rows: { label: string; count: number }[];
  layout: 'vertical' | 'horizontal';
}
