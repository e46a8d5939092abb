import { AlertTriangle, Info, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { ClaimCounts, ClaimFees, ClaimFinding } from '@/api/types';
import { cn } from '@/lib/utils';

const SEVERITY = {
  error: {
    icon: XCircle,
    mark: 'bg-destructive/20 underline decoration-destructive decoration-wavy',
    text: 'text-destructive',
  },
  warning: {
    icon: AlertTriangle,
    mark: 'bg-warning/40 underline decoration-warning-foreground decoration-wavy',
    text: 'text-warning-foreground',
  },
  info: { icon: Info, mark: 'bg-muted underline decoration-dotted', text: 'text-muted-foreground' },
} as const;

/**
 * The text with each finding's span highlighted; a span takes focus (Tab) and then shows its message below,
 * so findings are reachable by keyboard as well as by pointer.
 */
export function HighlightedText({
  text,
  findings,
  label,
}: {
  text: string;
  findings: ClaimFinding[];
  label: string;
}) {
  const [active, setActive] = useState<ClaimFinding | null>(null);
  const spans = findings
    .filter((f) => f.end > f.start && f.end <= text.length)
    .sort((a, b) => a.start - b.start)
    .filter((f, i, all) => i === 0 || f.start >= all[i - 1].end);
  const pieces: ReactNode[] = [];
  let at = 0;
  spans.forEach((f, i) => {
    if (f.start > at) pieces.push(text.slice(at, f.start));
    pieces.push(
      <button
        key={i}
        type="button"
        aria-label={`${text.slice(f.start, f.end)}: ${f.message}`}
        title={f.message}
        onFocus={() => setActive(f)}
        onMouseEnter={() => setActive(f)}
        onClick={() => setActive(f)}
        className="inline rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        <mark
          data-code={f.code}
          className={cn('rounded-sm px-0.5 text-foreground', SEVERITY[f.severity].mark)}
        >
          {text.slice(f.start, f.end)}
        </mark>
      </button>,
    );
    at = f.end;
  });
  if (at < text.length) pieces.push(text.slice(at));
  if (findings.length === 0) return null;
  return (
    <div className="space-y-1 rounded-md border bg-muted/30 p-2 text-sm" aria-label={label}>
      <p className="whitespace-pre-wrap">{pieces}</p>
      <p role="status" className="text-xs font-medium">
        {active ? active.message : ''}
      </p>
      <FindingItems findings={findings} active={active} />
    </div>
  );
}

function FindingItems({
  findings,
  active,
  withClaim = false,
}: {
  findings: ClaimFinding[];
  active?: ClaimFinding | null;
  withClaim?: boolean;
}) {
  return (
    <ul className="space-y-0.5">
      {findings.map((f, i) => {
        const Icon = SEVERITY[f.severity].icon;
        return (
          <li
            key={`${f.claim}-${f.code}-${f.start}-${i}`}
            className={cn(
              'flex items-start gap-1 text-xs',
              SEVERITY[f.severity].text,
              active === f && 'font-semibold',
            )}
          >
            <Icon className="mt-0.5 h-3 w-3 shrink-0" aria-hidden />
            <span>
              {withClaim ? (f.claim === 0 ? 'Claim set: ' : `Claim ${f.claim}: `) : ''}
              <span className="sr-only">{f.severity} </span>
              {f.message} <span className="font-mono">({f.code})</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Every finding of the set, then the counts and the 37 CFR 1.16 fee note (Review tab and under the claims). */
export function ClaimCheckSummary({
  findings,
  counts,
  fees,
  label,
}: {
  findings: ClaimFinding[];
  counts?: ClaimCounts;
  fees?: ClaimFees;
  label?: string;
}) {
  return (
    <section aria-label="Claim check" className="space-y-2 rounded-md border p-3 text-sm">
      <h3 className="font-medium">Claim check</h3>
      {label ? <p className="text-xs text-muted-foreground">{label}</p> : null}
      {findings.length === 0 ? (
        <p className="text-xs text-muted-foreground">No findings.</p>
      ) : (
        <FindingItems findings={findings} withClaim />
      )}
      {counts ? (
        <p className="text-xs">
          {counts.independent} independent, {counts.dependent} dependent ({counts.multipleDependent} multiple
          dependent), {counts.total} total
          {counts.forFees !== counts.total ? `; ${counts.forFees} for fees` : ''}.
        </p>
      ) : null}
      {fees ? (
        <p className="text-xs text-muted-foreground">
          {fees.note} Source: {fees.citation}.
        </p>
      ) : null}
    </section>
  );
}
