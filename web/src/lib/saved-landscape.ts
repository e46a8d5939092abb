import { assigneeKey, displayName, mainGroup } from '@patent-hub/contracts/web';
import type { SavedPatent } from '@/api/types';

/** The saved patents' figures for the dashboard charts: filings per year, top assignees, top CPC main groups. */
export function savedLandscape(list: readonly SavedPatent[], top = 8) {
  const years = new Map<number, number>();
  const days: string[] = [];
  const assignees = new Map<string, { names: Map<string, number>; count: number }>();
  const groups = new Map<string, number>();
  for (const p of list) {
    const day = p.filingDate ?? p.grantDate ?? p.publicationDate;
    if (day && /^\d{4}/.test(day)) {
      days.push(day.slice(0, 10));
      const y = Number(day.slice(0, 4));
      years.set(y, (years.get(y) ?? 0) + 1);
    }
    if (p.assignee?.trim()) {
      const key = assigneeKey(p.assignee);
      const e = assignees.get(key) ?? { names: new Map(), count: 0 };
      e.count++;
      e.names.set(p.assignee.trim(), (e.names.get(p.assignee.trim()) ?? 0) + 1);
      assignees.set(key, e);
    }
    for (const g of new Set(p.classifications.map(mainGroup).filter((x): x is string => !!x)))
      groups.set(g, (groups.get(g) ?? 0) + 1);
  }
  days.sort();
  return {
    filingsByYear: [...years].map(([year, count]) => ({ year, count })).sort((a, b) => a.year - b.year),
    topAssignees: [...assignees.values()]
      .map((e) => ({
        name: displayName([...e.names].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]),
        count: e.count,
      }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, top),
    topCpcGroups: [...groups]
      .map(([group, count]) => ({ group, count }))
      .sort((a, b) => b.count - a.count || a.group.localeCompare(b.group))
      .slice(0, top),
    dateRange: days.length ? { from: days[0], to: days[days.length - 1] } : null,
  };
}
