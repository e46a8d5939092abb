import { Bookmark, Folder } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { normalizePatentNumber } from '@patent-hub/contracts/web';
import type { SavedPatent } from '@/api/types';
import { CollectionDialog } from '@/components/collection-dialog';
import { CollectionViewDialog } from '@/components/collection-view-dialog';
import { SavedPatentCard } from '@/components/saved-patent-card';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useGetCollections } from '@/hooks/use-get-collections';
import { useGetSavedPatents } from '@/hooks/use-get-saved-patents';
import { countOf } from '@/lib/texts';

/**
 * SPEC §2: the local filter looks at title, patent number and inventors. A number matches as the
 * screens show it too: 'US11646472', 'US 11,646,472' or with its kind code 'US11646472B2'.
 */
export function filterSaved(list: readonly SavedPatent[], text: string): SavedPatent[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...list];
  const number = normalizePatentNumber(text).replace(/^([A-Z]{0,2}\d+)[A-Z]\d?$/, '$1');
  return list.filter(
    (p) =>
      [p.title ?? '', p.patentNumber, ...p.inventors].some((f) => f.toLowerCase().includes(q)) ||
      (/\d/.test(number) && normalizePatentNumber(p.patentNumber).includes(number)),
  );
}

export default function SavedPage() {
  const saved = useGetSavedPatents();
  const collections = useGetCollections();
  const [filter, setFilter] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const all = saved.data ?? [];
  const shown = useMemo(() => filterSaved(saved.data ?? [], filter), [saved.data, filter]);

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Saved Patents</h1>
        <p className="text-muted-foreground">Your saved patents and collections</p>
      </div>
      <section className="space-y-3" aria-labelledby="collections-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="collections-heading" className="text-xl font-semibold">
            Collections
          </h2>
          <CollectionDialog />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(collections.data ?? []).map((c) => (
            <Card key={c.id}>
              <CardHeader>
                <CardTitle className="text-base">
                  <button
                    type="button"
                    className="flex items-center gap-2 text-left hover:underline"
                    onClick={() => setOpenId(c.id)}
                  >
                    <Folder className="h-4 w-4 shrink-0 text-primary" aria-hidden />
                    {c.name}
                  </button>
                </CardTitle>
                <CardDescription>{countOf(c.patentIds.length, 'patent')}</CardDescription>
                {c.description ? <p className="text-sm">{c.description}</p> : null}
              </CardHeader>
            </Card>
          ))}
        </div>
        <CollectionViewDialog
          collection={(collections.data ?? []).find((c) => c.id === openId) ?? null}
          saved={all}
          onClose={() => setOpenId(null)}
        />
      </section>
      <section className="space-y-3" aria-labelledby="saved-heading">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="saved-heading" className="text-xl font-semibold">
            Patents
          </h2>
          <div className="space-y-1 sm:w-80">
            <Label htmlFor="saved-filter">Filter saved patents</Label>
            <Input
              id="saved-filter"
              value={filter}
              placeholder="Title, patent number or inventor"
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {shown.length} of {all.length} patents
        </p>
        {saved.isLoading ? (
          <Spinner />
        ) : all.length === 0 ? (
          <div className="space-y-3 py-10 text-center">
            <Bookmark className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">No saved patents</p>
            <Button asChild>
              <Link to="/search">Search Patents</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {shown.map((p) => (
              <li key={p.id}>
                <SavedPatentCard patent={p} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
