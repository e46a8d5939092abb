import type { Analysis } from '@/api/types';
import { EngineNote } from '@/components/engine-note';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { scoreTone, similarityTone, strengthPercent } from '@/lib/scores';
import { cn } from '@/lib/utils';

const TONE_TEXT = {
  accent: 'text-accent',
  primary: 'text-primary',
  secondary: 'text-secondary-foreground',
} as const;

export function ScoreRow({ label, score }: { label: string; score: number }) {
  const tone = scoreTone(score);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className={cn('font-semibold', TONE_TEXT[tone])} data-tone={tone}>
          {score}/10
        </span>
      </div>
      <Progress value={strengthPercent(score)} label={label} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

export function AnalysisSections({ analysis: a }: { analysis: Analysis }) {
  return (
    <div className="space-y-5">
      <Section title="Summary">
        <p className="text-sm">{a.summary}</p>
      </Section>
      <Section title="Key Claims">
        <ul className="space-y-2 text-sm">
          {a.keyClaims.map((c) => (
            <li key={c.number} className="rounded-md bg-muted p-2">
              <span className="font-medium">Claim {c.number}:</span> {c.text}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Prior Art Comparison">
        <ul className="space-y-2 text-sm">
          {a.priorArt.map((p) => (
            <li key={p.patent} className="rounded-md border p-2">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">US{p.patent}</span>
                <Badge variant={similarityTone(p.similarity)}>{p.similarity}% similar</Badge>
              </div>
              {p.title ? <p className="text-muted-foreground">{p.title}</p> : null}
              <p>{p.difference}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Patent Strength">
        <div className="space-y-3">
          <ScoreRow label="Novelty Score" score={a.noveltyScore} />
          <ScoreRow label="Technical Merit" score={a.technicalMerit} />
          <ScoreRow label="Commercial Potential" score={a.commercialPotential} />
        </div>
      </Section>
      <Section title="Recommendations">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {a.recommendations.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </Section>
      <EngineNote engine={a.engine} />
    </div>
  );
}
