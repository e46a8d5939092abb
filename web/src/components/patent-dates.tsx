import type { DatedFact, PatentDates } from '@/api/types';
import { Badge } from '@/components/ui/badge';
import { useGetPatentDates } from '@/hooks/use-get-patent-dates';
import { formatDate } from '@/lib/format-date';

function Citations({ fact }: { fact: DatedFact }) {
  const revisions = [
    ...new Set(fact.citations.map((c) => c.revision ?? 'revision unknown: legal texts not loaded')),
  ];
  return (
    <div className="text-xs text-muted-foreground">
      <p>
        Law:{' '}
        {fact.citations.map((c, i) => (
          <span key={`${c.section}-${i}`}>
            {i ? ', ' : ''}
            {c.url ? (
              <a href={c.url} target="_blank" rel="noopener noreferrer" className="underline">
                {c.law} § {c.section}
              </a>
            ) : (
              `${c.law} § ${c.section}`
            )}
          </span>
        ))}
      </p>
      {revisions.map((r) => (
        <p key={r}>Text: {r}</p>
      ))}
    </div>
  );
}

function Fact({
  label,
  fact,
  flags,
  note,
}: {
  label: string;
  fact: DatedFact;
  flags: string[];
  note?: string | null;
}) {
  return (
    <section className="space-y-1 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">{label}</h4>
        <span>{formatDate(fact.date)}</span>
        {flags.map((f) => (
          <Badge key={f} variant={f === 'Exact' ? 'success' : 'warning'}>
            {f}
          </Badge>
        ))}
      </div>
      <p>{fact.basis}</p>
      {note ? <p className="font-medium">{note}</p> : null}
      <Citations fact={fact} />
    </section>
  );
}

/**
 * A CIP does not make the term uncertain (154(a)(2)); when its start and adjustment are known, a terminal disclaimer
 * is the only open point and makes the expiry the latest day it can run, not an unknown one (issue 25).
 */
const expiryExactness = (d: PatentDates) =>
  d.expiry.exact
    ? 'Exact'
    : d.expiry.terminal_disclaimer && d.term_start.exact && d.expiry.pta_days !== null
      ? 'At the latest'
      : 'Not exact';

/** `term`: the search result's term status, with the fee caveat the statutory expiry does not carry (issue 23). */
export function PatentDatesView({ dates, term }: { dates: PatentDates; term?: string | null }) {
  const efd = dates.effective_filing_date;
  const expiry = dates.expiry;
  const exactness = (f: DatedFact) => (f.exact ? 'Exact' : 'Not exact');
  return (
    <div className="space-y-3">
      <Fact
        label="Effective filing date"
        fact={efd}
        flags={[efd.earliest_possible ? 'Earliest possible' : exactness(efd)]}
      />
      <Fact label="Term runs from" fact={dates.term_start} flags={[exactness(dates.term_start)]} />
      <Fact
        label="Expiry"
        fact={expiry}
        flags={[
          expiryExactness(dates),
          ...(expiry.terminal_disclaimer ? ['Terminal disclaimer'] : []),
          ...(expiry.lapsed ? ['Lapsed'] : []),
        ]}
        note={term ? `Status: ${term}` : null}
      />
    </div>
  );
}

/** The Dates tab of the detail dialog: loads the patent's detail for its dates. */
export function PatentDatesPanel({ patentNumber, term }: { patentNumber: string; term?: string | null }) {
  const { data, isPending, isError } = useGetPatentDates(patentNumber);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading dates…</p>;
  if (isError || !data)
    return <p className="text-sm text-muted-foreground">Dates are not available for this patent</p>;
  return <PatentDatesView dates={data} term={term} />;
}
