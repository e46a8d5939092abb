import { useMemo, useState } from 'react';
import type { Patent } from '@/api/types';
import { PatentCard } from '@/components/patent-card';
import { Button } from '@/components/ui/button';
import { Label, NativeSelect } from '@/components/ui/input';
import { DEFAULT_SORT, SORT_OPTIONS, sortPatents, type SortOrder } from '@/lib/sort-patents';
import { countOf } from '@/lib/texts';

interface Props {
  patents: Patent[];
  total: number;
  totalIsEstimate?: boolean;
  processingTime: number;
  page: number;
  pageCount: number;
  isSaved: (p: Patent) => boolean;
  savingNumber: string | null;
  onPage: (page: number) => void;
  onSave: (p: Patent) => void;
  onOpen: (p: Patent) => void;
  onAnalyze: (p: Patent) => void;
}

export function SearchResults({
  patents,
  total,
  totalIsEstimate,
  processingTime,
  page,
  pageCount,
  isSaved,
  savingNumber,
  onPage,
  onSave,
  onOpen,
  onAnalyze,
}: Props) {
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const sorted = useMemo(() => sortPatents(patents, sort), [patents, sort]);
  return (
    <section className="space-y-4" aria-label="Search results">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-medium">
          {totalIsEstimate ? 'about ' : ''}
          {countOf(total, 'patent')} found{' '}
          <span className="text-sm text-muted-foreground">({processingTime}ms)</span>
        </p>
        <div className="flex items-center gap-2">
          <Label htmlFor="search-sort">Sort by</Label>
          <NativeSelect
            id="search-sort"
            className="w-auto"
            value={sort}
            onChange={(e) => setSort(e.target.value as SortOrder)}
            options={SORT_OPTIONS}
          />
        </div>
      </div>
      <ul className="space-y-4">
        {sorted.map((p) => (
          <li key={p.patent_number}>
            <PatentCard
              patent={p}
              saved={isSaved(p)}
              saving={savingNumber === p.patent_number}
              onSave={onSave}
              onOpen={onOpen}
              onAnalyze={onAnalyze}
            />
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav className="flex items-center justify-center gap-3" aria-label="Pagination">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm">
            Page {page} of {pageCount}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
