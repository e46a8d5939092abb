import { AlertTriangle, Sparkles, Target } from 'lucide-react';
import type { StrategySession } from '@/api/types';
import { RecordList } from '@/components/record-list';
import { SwotOutput, type StoredStrategyAnalysis } from '@/components/swot-output';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useLocalRecords } from '@/hooks/use-local-records';
import { useStrategyAnalysis } from '@/hooks/use-strategy-analysis';
import { toast, toastFailure } from '@/hooks/use-toast';
import { STORAGE_KEYS, nowIso } from '@/lib/storage-keys';
import { newSession, withScenario } from '@/lib/strategy-sessions';

export const DISCLAIMER =
  'This analysis is AI-generated and is not legal advice. Consult a registered patent attorney or agent before acting on it.';

export default function StrategyPage() {
  const { records, selected, setSelected, current, add, update, remove } = useLocalRecords<StrategySession>(
    STORAGE_KEYS.strategySessions,
    newSession,
  );
  const analyze = useStrategyAnalysis();
  if (!current) return null;
  const id = current.id;

  const run = () => {
    const scenario = current.scenario.trim();
    if (!scenario) return;
    analyze.mutate(scenario, {
      onSuccess: (r) => {
        update(id, (s) => ({ ...s, analysis: r.data.analysis, updatedAt: nowIso() }));
        toast({ title: 'Analysis Complete' });
      },
      onError: (e) => toastFailure('Error', 'Failed to generate analysis', e),
    });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Patent Strategy Advisor</h1>
        <p className="text-muted-foreground">SWOT analysis for your patent scenario</p>
      </div>
      <p
        role="note"
        className="flex items-start gap-2 rounded-md border border-warning bg-warning/30 p-3 text-sm text-warning-foreground"
      >
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {DISCLAIMER}
      </p>
      <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <RecordList
          label="Strategy sessions"
          newLabel="New Analysis"
          icon={Target}
          items={records}
          selected={selected}
          onSelect={setSelected}
          onNew={add}
          onDelete={remove}
        />
        <Card>
          <CardContent className="space-y-4 pt-4 sm:pt-6">
            <div className="space-y-1">
              <Label htmlFor="strategy-scenario">Scenario</Label>
              <Textarea
                id="strategy-scenario"
                rows={6}
                value={current.scenario}
                placeholder="Describe your invention, market and competitors..."
                onChange={(e) => update(id, (s) => withScenario(s, e.target.value))}
              />
            </div>
            <Button onClick={run} disabled={analyze.isPending || !current.scenario.trim()}>
              <Sparkles className="h-4 w-4" aria-hidden />
              {analyze.isPending ? 'Analyzing...' : 'Analyze Strategy'}
            </Button>
            {analyze.isPending ? (
              <Spinner label="Analyzing..." />
            ) : current.analysis ? (
              <SwotOutput analysis={current.analysis as StoredStrategyAnalysis} />
            ) : null}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
