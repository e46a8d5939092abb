// Reading Prometheus text exposition in tests: series by name and labels, and the names a PromQL
// expression uses.

export interface Series {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseExposition(text: string): Series[] {
  const out: Series[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[l[1]] = l[2];
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}

/** Sum of the series named `name` whose labels include `match`; undefined when there is none. */
export function total(
  series: Series[],
  name: string,
  match: Record<string, string | RegExp> = {},
): number | undefined {
  const hits = series.filter(
    (s) =>
      s.name === name &&
      Object.entries(match).every(([k, v]) =>
        typeof v === 'string' ? s.labels[k] === v : v.test(s.labels[k] ?? ''),
      ),
  );
  return hits.length ? hits.reduce((a, s) => a + s.value, 0) : undefined;
}

const PROMQL_WORDS = new Set([
  'sum',
  'max',
  'min',
  'avg',
  'count',
  'rate',
  'irate',
  'increase',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'histogram_quantile',
  'clamp_min',
  'clamp_max',
  'abs',
  'label_replace',
  'max_over_time',
  'min_over_time',
  'avg_over_time',
  'deriv',
  'delta',
  'topk',
  'bottomk',
  'vector',
  'scalar',
  'time',
  'absent',
  'sort',
  'sort_desc',
  'round',
  'changes',
  'resets',
  'le',
]);

/** Metric names an expression reads: identifiers outside strings, label sets, ranges and by(...) lists. */
export function metricNamesIn(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\w+/g, ' ')
    .replace(/(?<![\w:])\d[\d.]*(e[+-]?\d+)?/gi, ' ');
  const names = new Set<string>();
  for (const m of stripped.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const word = m[0];
    const next = stripped.slice((m.index ?? 0) + word.length).trimStart();
    if (PROMQL_WORDS.has(word) || next.startsWith('(') || /^\d/.test(word)) continue;
    if (/^(e|Inf|NaN)$/i.test(word)) continue;
    names.add(word);
  }
  return [...names];
}

/** The exported families a sample name belongs to (a histogram's _bucket/_sum/_count). */
export function familyOf(name: string): string[] {
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return base === name ? [name] : [name, base];
}
