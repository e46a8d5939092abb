import type {
  AiEngine,
  DeadlineItem,
  ScenarioAnswer,
  StrategyAnalysis,
  StrategyAnalysisResult,
  StrategyEvidenceItem,
  StrategyItem,
} from '@/api/types';
import { LandscapeCharts } from '@/components/charts/landscape-charts';
import { EngineNote } from '@/components/engine-note';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { countOf } from '@/lib/texts';

const QUADRANTS = [
  ['strengths', 'Strengths'],
  ['weaknesses', 'Weaknesses'],
  ['opportunities', 'Opportunities'],
  ['threats', 'Threats'],
] as const;

/** What a session may hold: older sessions have the SWOT lists only. */
export type StoredStrategyAnalysis = StrategyAnalysis & { engine?: AiEngine } & Partial<
    Omit<StrategyAnalysisResult, keyof StrategyAnalysis | 'engine'>
  >;

function List({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

/** Items with the evidence they rest on (shown in full), general advice marked as such. */
function ItemList({ items, evidence }: { items: StrategyItem[]; evidence: Map<string, string> }) {
  if (!items.length) return <p className="text-sm text-muted-foreground">None from the evidence</p>;
  return (
    <ul className="list-disc space-y-2 pl-5 text-sm">
      {items.map((i) => (
        <li key={i.text}>
          {i.text}
          {i.general ? (
            <span className="ml-1 text-xs text-muted-foreground">(general advice)</span>
          ) : (
            <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
              {i.evidence.map((id) => (
                <li key={id}>
                  <span className="font-medium">Evidence {id}:</span> {evidence.get(id) ?? 'not found'}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function Deadlines({ items }: { items: DeadlineItem[] }) {
  return (
    <ul className="space-y-2 text-sm" aria-label="Deadlines">
      {items.map((d) => (
        <li key={d.id} className="rounded-md border p-2" data-testid={`deadline-${d.id}`}>
          <p>
            <span className="font-medium">{d.label}</span>
            {': '}
            {d.status === 'computed' ? (
              <strong>{d.due}</strong>
            ) : (
              <span className="text-muted-foreground">
                {d.status === 'unknown' ? 'unknown' : 'not applicable'}
              </span>
            )}
            {d.passed ? <span className="ml-1 text-xs text-destructive">(passed)</span> : null}
            {d.general ? (
              <span className="ml-1 text-xs text-muted-foreground">(general information)</span>
            ) : null}
          </p>
          {d.moved ? <p className="text-xs text-muted-foreground">{d.moved}</p> : null}
          <p className="text-xs">{d.explanation}</p>
          <p className="text-xs text-muted-foreground">
            Basis:{' '}
            {d.basis.map((b, k) => (
              <span key={b.label}>
                {k > 0 ? '; ' : ''}
                {b.url ? (
                  <a href={b.url} target="_blank" rel="noreferrer" className="underline">
                    {b.label}
                  </a>
                ) : (
                  b.label
                )}
                {b.inKb ? ` (${b.revision})` : ' (not in our knowledge base)'}
              </span>
            ))}
          </p>
          {d.fees.map((f) => (
            <p key={f.section} className="text-xs text-muted-foreground">
              Fee {f.section}: {f.amounts.map((a) => `${a.amount} ${a.entity.replace(/^a /, '')}`).join(', ')}{' '}
              — {f.asOf}. {f.note}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}

function Questions({ questions }: { questions: ScenarioAnswer[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {questions.map((q) => (
        <li key={`${q.topic}-${q.question}`}>
          <p className="text-xs text-muted-foreground">
            {q.topic === 'other' ? 'Question' : `About ${q.topic}`}: “{q.question}”
          </p>
          <p>{q.answer}</p>
        </li>
      ))}
    </ul>
  );
}

export function SwotOutput({ analysis }: { analysis: StoredStrategyAnalysis }) {
  const g = analysis.grounding;
  const evidence = new Map((analysis.evidence ?? []).map((e: StrategyEvidenceItem) => [e.id, e.text]));
  const range = !g?.dateRange
    ? 'undated'
    : g.dateRange.from === g.dateRange.to
      ? `dated ${g.dateRange.from}`
      : `dated ${g.dateRange.from} to ${g.dateRange.to}`;
  const caption = g
    ? `${countOf(g.matched, 'relevant corpus patent')}${g.candidates !== undefined ? ` (of the ${g.candidates} most similar)` : ''}, ${range}`
    : '';
  return (
    <div className="space-y-4">
      {g ? (
        <section className="space-y-2" aria-labelledby="grounding-title">
          <h3 id="grounding-title" className="font-semibold">
            Grounding
          </h3>
          <p className="text-sm" data-testid="strategy-grounding">
            {g.note}
          </p>
          {g.matched > 0 ? <LandscapeCharts figures={g} caption={caption} /> : null}
        </section>
      ) : null}
      {analysis.questions?.length ? (
        <section className="space-y-1">
          <h3 className="font-semibold">Your questions</h3>
          <Questions questions={analysis.questions} />
        </section>
      ) : null}
      {analysis.deadlines?.items.length ? (
        <section className="space-y-1">
          <h3 className="font-semibold">Deadlines from your dates</h3>
          <Deadlines items={analysis.deadlines.items} />
        </section>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {QUADRANTS.map(([key, title]) => (
          <Card key={key}>
            <CardHeader className="pb-2">
              <CardTitle className="text-base">{title}</CardTitle>
            </CardHeader>
            <CardContent>
              {analysis.items ? (
                <ItemList items={analysis.items[key]} evidence={evidence} />
              ) : (
                <List items={analysis[key]} />
              )}
            </CardContent>
          </Card>
        ))}
      </div>
      <section className="space-y-1">
        <h3 className="font-semibold">Competitive Landscape</h3>
        <p className="whitespace-pre-wrap text-sm">{analysis.competitiveLandscape}</p>
      </section>
      <section className="space-y-1">
        <h3 className="font-semibold">Filing Strategy</h3>
        <p className="whitespace-pre-wrap text-sm">{analysis.filingStrategy}</p>
      </section>
      <section className="space-y-1">
        <h3 className="font-semibold">Recommendations</h3>
        <List items={analysis.recommendations} />
      </section>
      <EngineNote engine={analysis.engine} />
      {analysis.writtenBy ? (
        <p className="text-xs text-muted-foreground" data-testid="strategy-written-by">
          Written by: {analysis.writtenBy}
        </p>
      ) : null}
    </div>
  );
}
