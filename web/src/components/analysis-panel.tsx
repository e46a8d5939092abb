import { Brain, Download, GitCompare, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { AnalysisSections } from '@/components/analysis-sections';
import { Button } from '@/components/ui/button';
import { SidePanel } from '@/components/ui/side-panel';
import { Spinner } from '@/components/ui/spinner';
import { useAnalyzePatent } from '@/hooks/use-analyze-patent';
import { useGetAnalysis } from '@/hooks/use-get-analysis';
import { toast, toastError } from '@/hooks/use-toast';
import { fetchAnalysisReport } from '@/api/analysis';
import { downloadText } from '@/lib/analysis-report';
import { usNumber } from '@/lib/scores';

interface Props {
  patentNumber: string | null;
  onClose: () => void;
}

/** SPEC §2 analysis side panel (96 units wide from small screens; full width on phones). */
export function AnalysisPanel({ patentNumber, onClose }: Props) {
  const query = useGetAnalysis(patentNumber);
  const analyze = useAnalyzePatent();
  const { mutate } = analyze;
  const status = query.data?.status;
  const previous = useRef(status);
  const started = useRef<string | null>(null);
  // Whether the job in flight was started here (Generate, Regenerate) or by the search screen.
  const startedHere = useRef(false);

  const generate = useCallback(
    (n: string) => {
      startedHere.current = true;
      mutate(
        { patentNumber: n },
        { onError: (e) => toastError('Analysis failed', e, 'Failed to generate analysis') },
      );
    },
    [mutate],
  );

  // Opening the panel for a patent with no analysis requests one (the panel sends no body).
  useEffect(() => {
    if (!patentNumber || status !== 'none' || started.current === patentNumber) return;
    started.current = patentNumber;
    generate(patentNumber);
  }, [patentNumber, status, generate]);

  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'pending' && was !== 'running') return;
    // SPEC §8: the panel's own 'Analysis complete', the search screen's 'Analysis completed'.
    if (status === 'complete')
      toast(
        startedHere.current
          ? { title: 'Analysis complete', description: 'AI analysis has been generated successfully.' }
          : { title: 'Analysis completed' },
      );
    if (status === 'complete' || status === 'failed') startedHere.current = false;
    if (status === 'failed')
      toast({
        title: 'Analysis failed',
        description: query.data?.error || 'Failed to generate analysis',
        variant: 'destructive',
      });
  }, [status, query.data?.error]);

  if (!patentNumber) return null;
  const analysis = query.data?.data;
  const busy = query.isLoading || analyze.isPending || status === 'pending' || status === 'running';
  // The server's report (engine, cut-off and basis, dates, score reasons, charts), not one rebuilt here.
  const download = async () => {
    if (!analysis) return;
    try {
      const report = await fetchAnalysisReport(patentNumber);
      downloadText(report.fileName, report.content);
      toast({
        title: 'Report generated',
        description: `The analysis report for ${usNumber(patentNumber)} has been downloaded.`,
      });
    } catch (e) {
      toastError('Report failed', e, 'Failed to download the report');
    }
  };

  return (
    <SidePanel
      className="sm:w-96"
      onClose={onClose}
      description={usNumber(patentNumber)}
      title={
        <>
          <Brain className="h-5 w-5 text-primary" aria-hidden />
          AI Patent Analysis
        </>
      }
    >
      <div className="flex-1 overflow-y-auto p-4">
        {busy ? (
          <Spinner label="Analyzing patent..." />
        ) : analysis ? (
          <div className="space-y-5">
            <AnalysisSections analysis={analysis} />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm">
                <GitCompare className="h-4 w-4" aria-hidden />
                Compare with Collection
              </Button>
              <Button size="sm" onClick={() => void download()}>
                <Download className="h-4 w-4" aria-hidden />
                Download Report
              </Button>
              <Button variant="outline" size="sm" onClick={() => generate(patentNumber)}>
                <RefreshCw className="h-4 w-4" aria-hidden />
                Regenerate
              </Button>
            </div>
          </div>
        ) : (
          <div className="space-y-3 py-8 text-center">
            <p className="text-sm text-muted-foreground">
              No analysis available yet. Generate an AI analysis of this patent.
            </p>
            <Button onClick={() => generate(patentNumber)}>
              <Brain className="h-4 w-4" aria-hidden />
              Generate AI Analysis
            </Button>
          </div>
        )}
      </div>
    </SidePanel>
  );
}
