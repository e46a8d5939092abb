import { format } from 'date-fns';
import type { PatentDetail } from '@/api/types';
import { useGetPatentDetail } from '@/hooks/use-get-patent-detail';
import { formatDate, orNA } from '@/lib/format-date';
import { externalPatentUrl } from '@/lib/patent-links';
import { withCountry } from '@patent-hub/contracts/web';

type Citation = PatentDetail['citations'][number];
type Citations = Pick<PatentDetail, 'citations' | 'cited_by'>;
const citationsOf = (d: PatentDetail): Citations => ({ citations: d.citations, cited_by: d.cited_by ?? [] });

/** USPTO prints dates of cited documents as YYYYMMDD with day 00: show the month and year. */
function citedDate(date: string | null): string {
  const m = date?.match(/^(\d{4})(\d{2})\d{2}$/);
  return m && +m[2] >= 1 && +m[2] <= 12 ? format(new Date(+m[1], +m[2] - 1, 1), 'MMM yyyy') : orNA(date);
}

function CitedDocument({ c }: { c: Citation }) {
  if (c.kind === 'npl') return <p>{c.document_number}</p>;
  const label = `${withCountry(c.country, c.document_number, '')}${c.kind ? ` ${c.kind}` : ''}`;
  return (
    <p>
      {c.country === 'US' || !c.country ? (
        <a
          href={externalPatentUrl(c.document_number)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium underline"
        >
          {label}
        </a>
      ) : (
        <span className="font-medium">{label}</span>
      )}
      {' — '}
      {orNA(c.name)}, {citedDate(c.date)}
      {c.category ? <span className="text-muted-foreground"> ({c.category})</span> : null}
    </p>
  );
}

export function PatentCitationsView({ citations, cited_by: citedBy }: Citations) {
  return (
    <div className="space-y-4 text-sm">
      <section className="space-y-2" aria-labelledby="cited-heading">
        <h4 id="cited-heading" className="font-semibold">
          Cited patents and documents
        </h4>
        {citations.length ? (
          <ol className="space-y-1">
            {citations.map((c, i) => (
              <li key={`${c.document_number}-${i}`}>
                <CitedDocument c={c} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted-foreground">No cited documents recorded for this patent</p>
        )}
      </section>
      <section className="space-y-2" aria-labelledby="cited-by-heading">
        <h4 id="cited-by-heading" className="font-semibold">
          Cited by patents in the corpus
        </h4>
        {citedBy.length ? (
          <ol className="space-y-1">
            {citedBy.map((p) => (
              <li key={p.patent_number}>
                <span className="font-medium">US{p.patent_number}</span> — {orNA(p.patent_title)},{' '}
                {formatDate(p.patent_date)}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted-foreground">No patent in the corpus cites this one</p>
        )}
      </section>
    </div>
  );
}

/** The Citations tab of the detail dialog: what the patent cites, and the corpus patents citing it. */
export function PatentCitationsPanel({ patentNumber }: { patentNumber: string }) {
  const { data, isPending, isError } = useGetPatentDetail(patentNumber, citationsOf);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading citations…</p>;
  if (isError)
    return <p className="text-sm text-muted-foreground">Citations are not available for this patent</p>;
  return <PatentCitationsView {...data} />;
}
