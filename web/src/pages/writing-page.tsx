import { FileText, Save, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AiEngine, CheckClaimsResult, ClaimFinding, PatentDraft } from '@/api/types';
import { ClaimCheckSummary, HighlightedText } from '@/components/claim-findings';
import { claimBody } from '@/lib/claim-text';
import { DraftClaims } from '@/components/draft-claims';
import { DraftField } from '@/components/draft-field';
import { EngineNote } from '@/components/engine-note';
import { RecordList } from '@/components/record-list';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCheckClaims } from '@/hooks/use-check-claims';
import { useDeleteDraft } from '@/hooks/use-delete-draft';
import { useGenerateAbstract } from '@/hooks/use-generate-abstract';
import { useGenerateClaims } from '@/hooks/use-generate-claims';
import { useGetDrafts } from '@/hooks/use-get-drafts';
import { useLocalRecords } from '@/hooks/use-local-records';
import { useSaveDraft } from '@/hooks/use-save-draft';
import { toast, toastError, toastFailure } from '@/hooks/use-toast';
import { canGenerateAbstract, edit, newDraft, withServerDrafts } from '@/lib/drafts';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { countOf } from '@/lib/texts';

const draftTitle = (d: PatentDraft) => d.title.trim() || 'Untitled Draft';

export default function WritingPage() {
  const {
    records: drafts,
    setRecords,
    selected,
    setSelected,
    current: draft,
    add: create,
    update,
    remove,
  } = useLocalRecords<PatentDraft>(STORAGE_KEYS.drafts, newDraft);
  // The last check: its result and the texts it was run on (findings show only while the text is unchanged).
  const [check, setCheck] = useState<{
    result: Omit<CheckClaimsResult, 'abstractFindings'>;
    claims: string[];
    label?: string;
  } | null>(null);
  const [abstractCheck, setAbstractCheck] = useState<{
    findings: ClaimFinding[];
    text: string;
    label?: string;
  } | null>(null);
  const serverDrafts = useGetDrafts().data?.data;
  const deleteDraft = useDeleteDraft();
  const [engine, setEngine] = useState<AiEngine | undefined>();
  const abstract = useGenerateAbstract();
  const claims = useGenerateClaims();
  const checker = useCheckClaims();
  const save = useSaveDraft();

  // The drafts saved to the account join the browser's (another device, a new sign-in).
  useEffect(() => {
    if (serverDrafts) setRecords((all) => withServerDrafts(all, serverDrafts));
  }, [serverDrafts, setRecords]);

  if (!draft) return null;
  const put = (next: PatentDraft) => update(next.id, () => next);
  const field = (
    k: 'title' | 'inventors' | 'abstract' | 'background' | 'summary' | 'detailedDescription',
  ) => ({
    id: `draft-${k}`,
    value: draft[k],
    onChange: (v: string) => put(edit(draft, { [k]: v })),
  });

  const genAbstract = () =>
    abstract.mutate(
      { title: draft.title, description: draft.detailedDescription },
      {
        onSuccess: (r) => {
          put(edit(draft, { abstract: r.data.abstract }));
          setAbstractCheck({ findings: r.data.findings ?? [], text: r.data.abstract, label: r.data.label });
          setEngine(r.data.engine);
          toast({ title: 'Abstract Generated' });
        },
        onError: (e) => toastFailure('Error', 'Failed to generate abstract', e),
      },
    );
  const genClaims = () =>
    claims.mutate(
      { description: draft.detailedDescription, existingClaims: draft.claims, title: draft.title },
      {
        onSuccess: (r) => {
          const next = r.data.claims.length ? r.data.claims : draft.claims;
          put(edit(draft, { claims: next }));
          const { findings = [], counts, fees, label } = r.data;
          setCheck(counts && fees ? { result: { findings, counts, fees }, claims: next, label } : null);
          setEngine(r.data.engine);
          toast({ title: 'Claims Generated' });
        },
        onError: (e) => toastFailure('Error', 'Failed to generate claims', e),
      },
    );
  const checkClaims = () =>
    checker.mutate(
      { claims: draft.claims, abstract: draft.abstract },
      {
        onSuccess: (r) => {
          const { abstractFindings, ...result } = r.data;
          setCheck({ result, claims: draft.claims });
          setAbstractCheck((was) => ({
            findings: abstractFindings,
            text: draft.abstract,
            label: was?.text === draft.abstract ? was.label : undefined,
          }));
          toast({ title: 'Claims Checked', description: countOf(result.findings.length, 'finding') });
        },
        onError: (e) => toastError('Error', e, 'Failed to check claims'),
      },
    );
  const liveFindings = check
    ? check.result.findings.filter(
        (f) => f.claim === 0 || check.claims[f.claim - 1] === draft.claims[f.claim - 1],
      )
    : [];
  const saveDraft = () =>
    save.mutate(draft, {
      onSuccess: () => toast({ title: 'Draft Saved' }),
      onError: (e) => toastFailure('Error', 'Failed to save draft', e),
    });
  // Both copies go: the account's first, then the browser's.
  const removeDraft = (id: string) =>
    deleteDraft.mutate(id, {
      onSuccess: () => {
        remove(id);
        toast({ title: 'Draft deleted' });
      },
      onError: (e) => toastError('Error', e, 'Failed to delete draft'),
    });

  return (
    <div className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Patent Writing Assistant</h1>
          <p className="text-muted-foreground">Draft patent applications with AI help</p>
        </div>
        <Button onClick={saveDraft} disabled={save.isPending}>
          <Save className="h-4 w-4" aria-hidden />
          Save Draft
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <RecordList
          label="Drafts"
          newLabel="New Draft"
          icon={FileText}
          items={drafts.map((d) => ({ id: d.id, title: draftTitle(d) }))}
          selected={selected}
          onSelect={setSelected}
          onNew={create}
          onDelete={removeDraft}
        />
        <Card>
          <CardContent className="pt-4 sm:pt-6">
            <Tabs defaultValue="basic">
              <TabsList>
                <TabsTrigger value="basic">Basic Info</TabsTrigger>
                <TabsTrigger value="description">Description</TabsTrigger>
                <TabsTrigger value="claims">Claims</TabsTrigger>
                <TabsTrigger value="review">Review</TabsTrigger>
              </TabsList>
              <TabsContent value="basic" className="space-y-4">
                <DraftField label="Title" placeholder="Title of the invention" {...field('title')} />
                <DraftField label="Inventors" placeholder="Comma-separated names" {...field('inventors')} />
              </TabsContent>
              <TabsContent value="description" className="space-y-4">
                <DraftField
                  label="Abstract"
                  multiline
                  placeholder="A concise summary of the invention (150-250 words)"
                  {...field('abstract')}
                />
                {abstractCheck && abstractCheck.text === draft.abstract ? (
                  <HighlightedText
                    text={draft.abstract}
                    findings={abstractCheck.findings}
                    label="Findings on the abstract"
                  />
                ) : null}
                {/* What a generated abstract is, shown like the claims' label while the text is as generated. */}
                {abstractCheck?.label && abstractCheck.text === draft.abstract && draft.abstract ? (
                  <p className="text-xs text-muted-foreground">{abstractCheck.label}</p>
                ) : null}
                <div className="space-y-1">
                  <Button
                    variant="outline"
                    onClick={genAbstract}
                    disabled={abstract.isPending || !canGenerateAbstract(draft)}
                  >
                    <Sparkles className="h-4 w-4" aria-hidden />
                    {abstract.isPending ? 'Generating...' : 'Generate Abstract'}
                  </Button>
                  {!canGenerateAbstract(draft) ? (
                    <p className="text-xs text-muted-foreground">
                      Generating an abstract needs a title and a detailed description.
                    </p>
                  ) : null}
                </div>
                <DraftField label="Background" multiline {...field('background')} />
                <DraftField label="Summary" multiline {...field('summary')} />
                <DraftField
                  label="Detailed Description"
                  multiline
                  rows={8}
                  {...field('detailedDescription')}
                />
              </TabsContent>
              <TabsContent value="claims" className="space-y-4">
                <DraftClaims
                  draft={draft}
                  onChange={put}
                  onGenerate={genClaims}
                  generating={claims.isPending}
                  onCheck={checkClaims}
                  checking={checker.isPending}
                  findings={liveFindings}
                  checked={check?.claims ?? []}
                />
                {check ? (
                  <ClaimCheckSummary
                    findings={liveFindings}
                    counts={check.result.counts}
                    fees={check.result.fees}
                    label={check.label}
                  />
                ) : null}
              </TabsContent>
              <TabsContent value="review" className="space-y-3 text-sm">
                <h2 className="text-lg font-semibold">{draftTitle(draft)}</h2>
                <p>
                  <span className="font-medium">Inventors:</span> {draft.inventors || 'N/A'}
                </p>
                <p className="whitespace-pre-wrap">{draft.abstract || 'No abstract yet'}</p>
                <ol className="list-decimal space-y-1 pl-5">
                  {draft.claims
                    .filter((c) => c.trim())
                    .map((c, i) => (
                      <li key={i}>{claimBody(c)}</li>
                    ))}
                </ol>
                {check ? (
                  <ClaimCheckSummary
                    findings={liveFindings}
                    counts={check.result.counts}
                    fees={check.result.fees}
                    label={check.label}
                  />
                ) : (
                  <p className="text-xs text-muted-foreground">
                    Use Check Claims on the Claims tab to see findings here.
                  </p>
                )}
              </TabsContent>
            </Tabs>
            <EngineNote engine={engine} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
