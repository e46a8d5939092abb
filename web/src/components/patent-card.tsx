import { Brain, Check, ExternalLink, Save } from 'lucide-react';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import type { Patent } from '@/api/types';
import { MatchExplanation } from '@/components/match-explanation';
import { PatentStatusBadge } from '@/components/patent-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { inventorNames } from '@/hooks/use-save-patent';
import { formatDate, orNA } from '@/lib/format-date';
import { MAX_CARD_CLASSIFICATIONS, cardDate, externalPatentUrl } from '@/lib/patent-links';

interface Props {
  patent: Patent;
  saved: boolean;
  saving: boolean;
  onSave: (p: Patent) => void;
  onOpen: (p: Patent) => void;
  onAnalyze?: (p: Patent) => void;
}

const stop = (e: MouseEvent) => e.stopPropagation();

export function PatentCard({ patent: p, saved, saving, onSave, onOpen, onAnalyze }: Props) {
  const classes = p.cpc_classifications ?? [];
  const extra = classes.length - MAX_CARD_CLASSIFICATIONS;
  const open = () => onOpen(p);
  const titleId = useId();
  // Enter on the card itself; Enter on one of its buttons belongs to that button.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target === e.currentTarget) {
      e.preventDefault();
      open();
    }
  };
  const facts: [string, string][] = [
    ['Patent Number', `US${p.patent_number}`],
    ['Application Number', orNA(p.application_number)],
    ['Date', formatDate(cardDate(p))],
    ['Inventors', inventorNames(p).join(', ') || 'N/A'],
    ['Assignee', orNA(p.assignee_organization)],
    ['Examiner', orNA(p.examiner_name)],
    ['Art Unit', orNA(p.art_unit)],
    ['Entity Status', orNA(p.entity_status)],
  ];
  return (
    // The whole card opens the detail dialog: a click, or Enter once Tab has reached it (the dialog
    // gives the focus back to it on close); the title button does the same for screen readers.
    <Card
      role="article"
      aria-labelledby={titleId}
      tabIndex={0}
      onClick={open}
      onKeyDown={onKeyDown}
      className="cursor-pointer transition-shadow hover:shadow-md"
      data-testid="patent-card"
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 flex-1 text-lg font-semibold leading-tight">
            <button
              id={titleId}
              type="button"
              className="text-left hover:underline"
              onClick={(e) => (stop(e), open())}
            >
              {p.patent_title}
            </button>
          </h3>
          <PatentStatusBadge patent={p} />
        </div>
        {/* The term as the analysis words it: the fee payments are not in the record (issue 23). */}
        {p.term_status ? <p className="text-xs text-muted-foreground">Term: {p.term_status}</p> : null}
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          {facts.map(([k, v]) => (
            <div key={k} className="flex gap-1">
              <dt className="text-muted-foreground">{k}:</dt>
              <dd className="min-w-0 truncate">{v}</dd>
            </div>
          ))}
        </dl>
        {p.patent_abstract ? (
          <p className="line-clamp-3 text-sm text-muted-foreground">{p.patent_abstract}</p>
        ) : null}
        {classes.length ? (
          <div className="flex flex-wrap items-center gap-1" aria-label="Classifications">
            {classes.slice(0, MAX_CARD_CLASSIFICATIONS).map((c) => (
              <Badge key={c} variant="outline">
                {c}
              </Badge>
            ))}
            {extra > 0 ? <span className="text-xs text-muted-foreground">+{extra} more</span> : null}
          </div>
        ) : null}
        {p.match ? <MatchExplanation match={p.match} /> : null}
        {/* Only catches the clicks bubbling up from its buttons, so they do not also open the card. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div className="flex flex-wrap gap-2" onClick={stop}>
          <Button
            size="sm"
            variant={saved ? 'secondary' : 'default'}
            disabled={saved || saving}
            onClick={() => onSave(p)}
          >
            {saved ? <Check className="h-4 w-4" aria-hidden /> : <Save className="h-4 w-4" aria-hidden />}
            {saved ? 'Saved' : 'Save'}
          </Button>
          {onAnalyze ? (
            <Button size="sm" variant="outline" onClick={() => onAnalyze(p)}>
              <Brain className="h-4 w-4" aria-hidden />
              AI Analyze
            </Button>
          ) : null}
          <Button size="sm" variant="outline" asChild>
            <a
              href={externalPatentUrl(p.patent_number, p.patent_type)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLink className="h-4 w-4" aria-hidden />
              View Full
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
