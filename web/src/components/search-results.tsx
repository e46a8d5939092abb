import type { SortOption } from '@patent-hub/contracts/web';
import type { Patent } from '@/api/types';
import { PatentCard } from '@/components/patent-card';
import { Button } from '@/components/ui/button';
import { Label, NativeSelect } from '@/components/ui/input';
import { sortOptionsFor } from '@/lib/sort-patents';
import { countOf } from '@/lib/texts';

interface Props {
  patents: Patent[];
  total: number;
  totalIsEstimate?: boolean;
  processingTime: number;
  page: number;
  pageCount: number;
  /** The server's order of the whole result set; keyword searches also offer Best match. */
  sort: SortOption;
  keywords?: string;
  onSort: (sort: SortOption) => void;
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
  sort,
  keywords,
  onSort,
  isSaved,
  savingNumber,
  onPage,
  onSave,
  onOpen,
  onAnalyze,
}: Props) {
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
            onChange={(e) => onSort(e.target.value as SortOption)}
            options={sortOptionsFor(keywords)}
          />
        </div>
      </div>
      <ul className="space-y-4">
        {patents.map((p) => (
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
