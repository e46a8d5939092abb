import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  CLASSIFICATION_CHOICES,
  DATE_RANGES,
  STATUS_FILTER_MEANING,
  STATUS_FILTERS,
} from '@patent-hub/contracts/web';
import type { DateRange, SearchCriteria, StatusFilter } from '@/api/types';
import { Button } from '@/components/ui/button';
import { FieldMessage, Input, Label, NativeSelect } from '@/components/ui/input';
import { customDateErrors, type CustomDateErrors } from '@/lib/custom-dates';

const CLASSIFICATION_OPTIONS = CLASSIFICATION_CHOICES.map((c) => ({
  value: c,
  label: c === 'all' ? 'All classifications' : c,
}));
const DATE_RANGE_LABELS: Record<DateRange, string> = {
  last_year: 'Last year',
  last_5_years: 'Last 5 years',
  last_10_years: 'Last 10 years',
  all_time: 'All time',
  custom: 'Custom range',
};
const DATE_RANGE_OPTIONS = DATE_RANGES.map((value) => ({ value, label: DATE_RANGE_LABELS[value] }));
const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'All statuses',
  granted: 'Granted',
  pending: 'Pending',
  expired: 'Expired',
};
const STATUS_OPTIONS = STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** SPEC §9 defaults: last 5 years, any status, AI analysis off. Every field is optional (§5). */
export const DEFAULT_CRITERIA: SearchCriteria = {
  keywords: '',
  patentNumber: '',
  applicationNumber: '',
  inventor: '',
  assignee: '',
  dateRange: 'last_5_years',
  customStartDate: '',
  customEndDate: '',
  classification: 'all',
  status: 'all',
  enableAiAnalysis: false,
};

type TextField = 'keywords' | 'patentNumber' | 'applicationNumber' | 'inventor' | 'assignee';
const TEXT_FIELDS: { name: TextField; label: string; placeholder: string }[] = [
  { name: 'keywords', label: 'Keywords', placeholder: 'e.g. machine learning, battery' },
  { name: 'patentNumber', label: 'Patent Number', placeholder: 'e.g. 11646472' },
  { name: 'applicationNumber', label: 'Application Number', placeholder: 'e.g. 16123456' },
  { name: 'inventor', label: 'Inventor Name', placeholder: 'e.g. Jane Smith' },
  { name: 'assignee', label: 'Assignee/Company', placeholder: 'e.g. Acme Corp' },
];

/** Blank fields and the 'all' classification are left out of the request. */
export function toRequest(c: SearchCriteria): SearchCriteria {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c)) if (v !== '' && v !== undefined) out[k] = v;
  if (out.classification === 'all') delete out.classification;
  if (c.dateRange !== 'custom') {
    delete out.customStartDate;
    delete out.customEndDate;
  }
  return out as unknown as SearchCriteria;
}

/** `initial`: the criteria of the search shown (from the address); the form follows them when they change. */
export function SearchForm({
  pending,
  initial,
  onSearch,
}: {
  pending: boolean;
  initial?: SearchCriteria;
  onSearch: (c: SearchCriteria) => void;
}) {
  const [form, setForm] = useState<SearchCriteria>(() => ({ ...DEFAULT_CRITERIA, ...initial }));
  // Back, forward or a link show another search: its criteria replace the fields (no remount, so focus stays).
  const initialKey = JSON.stringify(initial ?? null);
  const [shown, setShown] = useState(initialKey);
  if (shown !== initialKey) {
    setShown(initialKey);
    setForm({ ...DEFAULT_CRITERIA, ...initial });
  }
  const [dateErrors, setDateErrors] = useState<CustomDateErrors>({});
  const statusMeaning = form.status && form.status !== 'all' ? STATUS_FILTER_MEANING[form.status] : null;
  const set = <K extends keyof SearchCriteria>(k: K, v: SearchCriteria[K]) =>
    setForm((f) => ({ ...f, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A custom range's mistakes show under their fields, never as the server's message in a toast.
    const found = customDateErrors(form);
    setDateErrors(found);
    if (!Object.keys(found).length) onSearch(toRequest(form));
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Patent search">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TEXT_FIELDS.map((f) => (
          <div key={f.name} className="space-y-2">
            <Label htmlFor={`search-${f.name}`}>{f.label}</Label>
            <Input
              id={`search-${f.name}`}
              value={form[f.name] ?? ''}
              placeholder={f.placeholder}
              onChange={(e) => set(f.name, e.target.value)}
            />
          </div>
        ))}
        <div className="space-y-2">
          <Label htmlFor="search-dateRange">Date Range</Label>
          <NativeSelect
            id="search-dateRange"
            value={form.dateRange}
            onChange={(e) => set('dateRange', e.target.value as DateRange)}
            options={DATE_RANGE_OPTIONS}
          />
        </div>
        {form.dateRange === 'custom' ? (
          <>
            <div className="space-y-2">
              <Label htmlFor="search-start">Start Date</Label>
              <Input
                id="search-start"
                type="date"
                value={form.customStartDate ?? ''}
                onChange={(e) => set('customStartDate', e.target.value)}
                aria-invalid={!!dateErrors.customStartDate}
                aria-describedby="search-start-error"
              />
              <FieldMessage id="search-start-error">{dateErrors.customStartDate}</FieldMessage>
            </div>
            <div className="space-y-2">
              <Label htmlFor="search-end">End Date</Label>
              <Input
                id="search-end"
                type="date"
                value={form.customEndDate ?? ''}
                onChange={(e) => set('customEndDate', e.target.value)}
                aria-invalid={!!dateErrors.customEndDate}
                aria-describedby="search-end-error"
              />
              <FieldMessage id="search-end-error">{dateErrors.customEndDate}</FieldMessage>
            </div>
          </>
        ) : null}
        <div className="space-y-2">
          <Label htmlFor="search-classification">Classification</Label>
          <NativeSelect
            id="search-classification"
            value={form.classification ?? 'all'}
            onChange={(e) => set('classification', e.target.value)}
            options={CLASSIFICATION_OPTIONS}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="search-status">Status</Label>
          <NativeSelect
            id="search-status"
            value={form.status}
            onChange={(e) => set('status', e.target.value as StatusFilter)}
            options={STATUS_OPTIONS}
            aria-describedby={statusMeaning ? 'search-status-meaning' : undefined}
          />
          {statusMeaning ? (
            <p id="search-status-meaning" className="text-xs text-muted-foreground">
              {statusMeaning}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-primary"
            checked={form.enableAiAnalysis}
            onChange={(e) => set('enableAiAnalysis', e.target.checked)}
          />
          Enable AI analysis for results
        </label>
        <Button type="submit" disabled={pending}>
          <Search className="h-4 w-4" aria-hidden />
          {pending ? 'Searching...' : 'Search Patents'}
        </Button>
      </div>
    </form>
  );
}
