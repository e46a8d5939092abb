import { Bot } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '@/api/patents';
import type { Patent, SearchCriteria } from '@/api/types';
import { AnalysisPanel } from '@/components/analysis-panel';
import { AssistantPanel, pageContext } from '@/components/assistant-panel';
import { PatentDetailDialog } from '@/components/patent-detail-dialog';
import { SearchForm } from '@/components/search-form';
import { SearchResults } from '@/components/search-results';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useGetSavedPatents } from '@/hooks/use-get-saved-patents';
import { useOpenAnalysis } from '@/hooks/use-open-analysis';
import { useSavePatent } from '@/hooks/use-save-patent';
import { useSearchPatents } from '@/hooks/use-search-patents';
import { useSearchUrl, writeSearch } from '@/hooks/use-search-url';
import { toast, toastError } from '@/hooks/use-toast';
import { countOf } from '@/lib/texts';
import { defaultSortFor, isSortFor } from '@/lib/sort-patents';

const norm = (n: string) => n.toUpperCase().replace(/[\s,]/g, '').replace(/^US/, '');

export default function SearchPage() {
  const save = useSavePatent();
  const analyze = useOpenAnalysis();
  const saved = useGetSavedPatents();
  // The search shown lives in the address: criteria, sort and page survive reload, back and a shared link.
  const { state, key, go } = useSearchUrl();
  const search = useSearchPatents(state, key);
  // Back to a bare /search: the idle screen, not the last results. A failed search keeps nothing on screen.
  const answer = state && search.data?.success ? search.data : null;
  const result = answer?.data ?? null;
  const message = answer?.message ?? '';
  const [justSaved, setJustSaved] = useState<Set<string>>(new Set());
  const [detail, setDetail] = useState<Patent | null>(null);
  const [analysisFor, setAnalysisFor] = useState<string | null>(null);
  const [assistantOpen, setAssistantOpen] = useState(false);

  const savedNumbers = new Set([...(saved.data ?? []).map((s) => norm(s.patentNumber)), ...justSaved]);
  const isSaved = (p: Patent) => savedNumbers.has(norm(p.patent_number));

  // One toast per answer the server gives (not for an answer already shown when the screen opens).
  const toasted = useRef({ data: search.dataUpdatedAt, error: search.errorUpdatedAt });
  useEffect(() => {
    if (search.dataUpdatedAt === toasted.current.data || !search.data) return;
    toasted.current.data = search.dataUpdatedAt;
    const res = search.data;
    if (!res.success) {
      toast({
        title: 'Search failed',
        description: res.message || 'Failed to search patents',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Search completed',
      // Beyond 10,000 matches the server estimates the total; say so rather than imply precision.
      description: `Found ${res.data.totalIsEstimate ? 'about ' : ''}${countOf(res.data.total, 'patent')} in ${res.data.processingTime}ms`,
    });
  }, [search.dataUpdatedAt, search.data]);
  useEffect(() => {
    if (search.errorUpdatedAt === toasted.current.error || !search.error) return;
    toasted.current.error = search.errorUpdatedAt;
    toastError('Search error', search.error, 'An error occurred during search');
  }, [search.errorUpdatedAt, search.error]);

  // A new search keeps an order the user chose when it still applies, else the default for its kind.
  const onSearch = (criteria: SearchCriteria) => {
    const chosen = state && state.sort !== defaultSortFor(state.criteria.keywords) ? state.sort : null;
    const sort = isSortFor(chosen, criteria.keywords) ? chosen : defaultSortFor(criteria.keywords);
    const next = { criteria, sort, page: 1 };
    // The same search again (e.g. after an error) leaves the address as it is: search again here.
    if (writeSearch(next).toString() === key) void search.refetch();
    else go(next);
  };

  const onSave = (p: Patent) =>
    save.mutate(p, {
      onSuccess: () => {
        setJustSaved((s) => new Set(s).add(norm(p.patent_number)));
        toast({ title: 'Patent saved', description: 'Patent has been added to your saved collection.' });
      },
      onError: (e) => toastError('Error saving patent', e, 'Failed to save patent'),
    });

  const onAnalyze = (p: Patent) =>
    analyze.mutate(
      { patentNumber: p.patent_number, patentData: p },
      {
        onSuccess: (res) => {
          setAnalysisFor(p.patent_number);
          // An existing analysis is shown at once; a queued job announces itself when it completes.
          if (res.status === 'complete') toast({ title: 'Analysis completed' });
        },
        onError: (e) => toastError('Analysis failed', e, 'Failed to analyze patent'),
      },
    );

  const pageCount = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 0;

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Patent Search</h1>
          <p className="text-muted-foreground">Search the USPTO patent database</p>
        </div>
        <Button variant="outline" onClick={() => setAssistantOpen(true)}>
          <Bot className="h-4 w-4" aria-hidden />
          AI Assistant
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Search Criteria</CardTitle>
        </CardHeader>
        <CardContent>
          <SearchForm pending={search.isFetching} initial={state?.criteria} onSearch={onSearch} />
        </CardContent>
      </Card>
      {search.isFetching ? (
        <Spinner label="Searching patents..." />
      ) : result && result.patents.length ? (
        <SearchResults
          patents={result.patents}
          total={result.total}
          totalIsEstimate={result.totalIsEstimate}
          processingTime={result.processingTime}
          page={state?.page ?? 1}
          pageCount={pageCount}
          sort={state?.sort ?? 'date-desc'}
          keywords={state?.criteria.keywords}
          onSort={(sort) => state && go({ ...state, sort, page: 1 })}
          isSaved={isSaved}
          savingNumber={save.isPending ? (save.variables?.patent_number ?? null) : null}
          onPage={(page) => state && go({ ...state, page })}
          onSave={onSave}
          onOpen={setDetail}
          onAnalyze={onAnalyze}
        />
      ) : result ? (
        <div className="space-y-2 py-10 text-center">
          <p className="text-muted-foreground">No patents found matching your search criteria.</p>
          {/* An empty corpus is the usual cause on a fresh install; the server says how to fill it. */}
          <p className="text-sm text-muted-foreground">
            {message.includes('ingest') ? (
              message
            ) : (
              <>
                If the patent database is still empty, add USPTO data with{' '}
                <code className="rounded bg-muted px-1">npm run ingest -- &lt;files&gt;</code>
              </>
            )}
          </p>
        </div>
      ) : state ? null : (
        // A search that failed says so in its toast; the idle text is for no search at all.
        <p className="py-10 text-center text-muted-foreground">
          Enter search criteria above to find patents.
        </p>
      )}
      <PatentDetailDialog patent={detail} onClose={() => setDetail(null)} />
      <AnalysisPanel patentNumber={analysisFor} onClose={() => setAnalysisFor(null)} />
      <AssistantPanel
        open={assistantOpen}
        onClose={() => setAssistantOpen(false)}
        context={pageContext(detail, state?.criteria ?? null)}
      />
    </div>
  );
}
