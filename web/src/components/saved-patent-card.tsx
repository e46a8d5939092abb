import { Trash2 } from 'lucide-react';
import type { SavedPatent } from '@/api/types';
import { CollectionMembership } from '@/components/collection-membership';
import { PatentStatusBadge } from '@/components/patent-status-badge';
import { SavedPatentNotes } from '@/components/saved-patent-notes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useRemoveSavedPatent } from '@/hooks/use-remove-saved-patent';
import { toast, toastError } from '@/hooks/use-toast';
import { formatDate } from '@/lib/format-date';

export function SavedPatentCard({ patent: p }: { patent: SavedPatent }) {
  const remove = useRemoveSavedPatent();
  const onRemove = () =>
    remove.mutate(p.id, {
      onSuccess: () => toast({ title: 'Patent removed' }),
      onError: (e) => toastError('Error removing patent', e, 'Failed to remove patent'),
    });
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 flex-1 font-semibold leading-tight">{p.title ?? `US${p.patentNumber}`}</h3>
          <PatentStatusBadge
            patent={{
              application_status: p.applicationStatus ?? p.status,
              grant_date: p.grantDate,
              patent_type: p.type,
            }}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          US{p.patentNumber} · {formatDate(p.grantDate ?? p.filingDate ?? p.publicationDate)}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        {p.inventors.length ? <p className="text-sm">Inventors: {p.inventors.join(', ')}</p> : null}
        {p.abstract ? <p className="line-clamp-3 text-sm text-muted-foreground">{p.abstract}</p> : null}
        {p.hasAnalysis ? <Badge variant="secondary">AI analysis available</Badge> : null}
        <SavedPatentNotes id={p.id} initial={p.notes ?? ''} />
        <CollectionMembership patentId={p.id} />
        <Button size="sm" variant="outline" onClick={onRemove} disabled={remove.isPending}>
          <Trash2 className="h-4 w-4" aria-hidden />
          Remove
        </Button>
      </CardContent>
    </Card>
  );
}
