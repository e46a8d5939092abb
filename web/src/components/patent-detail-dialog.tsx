import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Patent } from '@/api/types';
import { PatentCitationsPanel } from '@/components/patent-citations';
import { PatentClaimsPanel } from '@/components/patent-claims';
import { PatentDatesPanel } from '@/components/patent-dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { inventorNames } from '@/hooks/use-save-patent';
import { formatDate, orNA } from '@/lib/format-date';
import { externalPatentUrl } from '@/lib/patent-links';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt className="font-medium text-muted-foreground">{k}</dt>
          <dd className="break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const join = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || 'N/A';

function Continuity({ p }: { p: Patent }) {
  const parents = p.parent_applications ?? [];
  const children = p.child_applications ?? [];
  if (!parents.length && !children.length)
    return <p className="text-sm text-muted-foreground">No continuity data available for this patent</p>;
  return (
    <div className="space-y-4 text-sm">
      {parents.length ? (
        <section>
          <h4 className="mb-2 font-semibold">Parent Applications</h4>
          <ul className="space-y-2">
            {parents.map((a) => (
              <li key={a.parent_number} className="rounded-md border p-2">
                <Facts
                  rows={[
                    ['Application Number', orNA(a.parent_number)],
                    ['Patent', orNA(a.parent_patent)],
                    ['Type', orNA(a.parent_type)],
                    ['Filing Date', formatDate(a.parent_filing_date)],
                  ]}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {children.length ? (
        <section>
          <h4 className="mb-2 font-semibold">Child Applications</h4>
          <ul className="space-y-2">
            {children.map((a) => (
              <li key={a.child_number} className="rounded-md border p-2">
                <Facts
                  rows={[
                    ['Application Number', orNA(a.child_number)],
                    ['Type', orNA(a.child_type)],
                    ['Filing Date', formatDate(a.child_filing_date)],
                    ['Status', orNA(a.child_status)],
                  ]}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function PatentDetailDialog({ patent: p, onClose }: { patent: Patent | null; onClose: () => void }) {
  if (!p) return null;
  const assignments = p.assignments ?? [];
  const inventors = p.inventors?.length
    ? p.inventors
    : inventorNames(p).map((name) => ({ name, city: null, state: null, country: null }));
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={`US${p.patent_number}`} description={p.patent_title} className="max-w-3xl">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{orNA(p.patent_type)}</Badge>
          <Badge variant="outline">{orNA(p.application_status)}</Badge>
          <Badge variant="outline">{orNA(p.entity_status)}</Badge>
          <Button size="sm" variant="outline" asChild className="ml-auto">
            <a
              href={externalPatentUrl(p.patent_number, p.patent_type)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLink className="h-4 w-4" aria-hidden />
              View on Google Patents
            </a>
          </Button>
        </div>
        <Tabs defaultValue="overview">
          <TabsList>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="application">Application Data</TabsTrigger>
            <TabsTrigger value="classifications">Classifications</TabsTrigger>
            <TabsTrigger value="parties">Parties</TabsTrigger>
            <TabsTrigger value="continuity">Continuity</TabsTrigger>
            <TabsTrigger value="claims">Claims</TabsTrigger>
            <TabsTrigger value="citations">Citations</TabsTrigger>
            <TabsTrigger value="dates">Dates</TabsTrigger>
            {assignments.length ? <TabsTrigger value="assignments">Assignments</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="overview" className="space-y-4">
            <section>
              <h4 className="mb-1 font-semibold">Abstract</h4>
              <p className="text-sm">{orNA(p.patent_abstract)}</p>
            </section>
            <Facts
              rows={[
                ['Filing Date', formatDate(p.app_filing_date)],
                ['Grant Date', formatDate(p.grant_date)],
                ['Publication Date', formatDate(p.publication_date)],
                ['Patent Date', formatDate(p.patent_date)],
                ['Primary Inventor', inventors[0]?.name ?? 'N/A'],
                ['Assignee', orNA(p.assignee_organization)],
              ]}
            />
          </TabsContent>
          <TabsContent value="application">
            <Facts
              rows={[
                ['Application Number', orNA(p.application_number)],
                ['Publication Number', orNA(p.publication_number)],
                ['Docket Number', orNA(p.docket_number)],
                ['Art Unit', orNA(p.art_unit)],
                ['Examiner', orNA(p.examiner_name)],
                ['Status Code', orNA(p.application_status_code)],
              ]}
            />
          </TabsContent>
          <TabsContent value="classifications">
            <Facts
              rows={[
                ['USPC Class', orNA(p.uspc_class)],
                [
                  'CPC Classifications',
                  p.cpc_classifications?.length ? p.cpc_classifications.join(', ') : 'N/A',
                ],
                ['CPC Section', orNA(p.cpc_section_id)],
              ]}
            />
          </TabsContent>
          <TabsContent value="parties" className="space-y-4 text-sm">
            <section>
              <h4 className="mb-2 font-semibold">Inventors</h4>
              {inventors.length ? (
                <ul className="space-y-1">
                  {inventors.map((i, n) => (
                    <li key={`${i.name}-${n}`}>
                      <span className="font-medium">{i.name}</span> — {join([i.city, i.state, i.country])}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>N/A</p>
              )}
            </section>
            <section>
              <h4 className="mb-1 font-semibold">Current Assignee</h4>
              <p>{orNA(p.assignee_organization)}</p>
            </section>
          </TabsContent>
          <TabsContent value="continuity">
            <Continuity p={p} />
          </TabsContent>
          <TabsContent value="claims">
            <PatentClaimsPanel patentNumber={p.patent_number} />
          </TabsContent>
          <TabsContent value="citations">
            <PatentCitationsPanel patentNumber={p.patent_number} />
          </TabsContent>
          <TabsContent value="dates">
            <PatentDatesPanel patentNumber={p.patent_number} term={p.term_status} />
          </TabsContent>
          {assignments.length ? (
            <TabsContent value="assignments">
              <ol className="space-y-2 text-sm">
                {assignments.map((a, n) => (
                  <li key={n} className="rounded-md border p-2">
                    <p className="font-medium">
                      {orNA(a.assignor)} → {orNA(a.assignee)}
                    </p>
                    <p className="text-muted-foreground">
                      Executed: {formatDate(a.execution_date)} · Recorded: {formatDate(a.recorded_date)}
                    </p>
                  </li>
                ))}
              </ol>
            </TabsContent>
          ) : null}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
