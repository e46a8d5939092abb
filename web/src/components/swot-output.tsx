import type { AiEngine, StrategyAnalysis } from '@/api/types';
import { EngineNote } from '@/components/engine-note';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const QUADRANTS = [
  ['strengths', 'Strengths'],
  ['weaknesses', 'Weaknesses'],
  ['opportunities', 'Opportunities'],
  ['threats', 'Threats'],
] as const;

function List({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

export function SwotOutput({ analysis }: { analysis: StrategyAnalysis & { engine?: AiEngine } }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {QUADRANTS.map(([key, title]) => (
          <Card key={key}>
            <CardHeader className="pb-2">
              <CardTitle className="text-base">{title}</CardTitle>
            </CardHeader>
            <CardContent>
              <List items={analysis[key]} />
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
    </div>
  );
}
