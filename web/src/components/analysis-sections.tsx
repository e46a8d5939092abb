import {
  citedByText,
  corpusCardText,
  coverageText,
  earlierFiledExcluded,
  heldText,
  ofRecordCounts,
  ofRecordNumber,
  PARTIAL_MATCHES_ONLY,
  partialMatchesOnly,
  priorArtDateText,
  priorArtScope,
  scoreBasisOf,
  similarityMeaning,
} from '@patent-hub/contracts/web';
import type { Analysis } from '@/api/types';
import { EngineNote, engineLabel } from '@/components/engine-note';
import { HighlightedText } from '@/components/highlighted-text';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { claimBody } from '@/lib/claim-text';
import { scoreTone, similarityTone, strengthPercent, usNumber } from '@/lib/scores';
import { cn } from '@/lib/utils';

const TONE_TEXT = {
  accent: 'text-accent',
  primary: 'text-primary',
  secondary: 'text-secondary-foreground',
} as const;

type Signal = { name: string; value: string | null };

/** A score out of 10 with its reason and signals; null = no evidence: "Not assessed" and an empty bar without a value. */
export function ScoreRow({
  label,
  score,
  reason,
  signals,
  basis,
}: {
  label: string;
  score: number | null;
  reason?: string;
  signals?: Signal[];
  /** What the figure rests on and what it is not, right under the bar. */
  basis?: string;
}) {
  const tone = score === null ? null : scoreTone(score);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        {tone === null ? (
          <span className="font-semibold text-muted-foreground">Not assessed</span>
        ) : (
          <span className={cn('font-semibold', TONE_TEXT[tone])} data-tone={tone}>
            {score}/10
          </span>
        )}
      </div>
      {score === null ? (
        <Progress value={null} label={label} valueText="Not assessed" />
      ) : (
        <Progress value={strengthPercent(score)} label={label} />
      )}
      {basis ? <p className="text-xs font-medium">{basis}</p> : null}
      {reason ? <p className="text-xs text-muted-foreground">{reason}</p> : null}
      {signals?.length ? (
        <ul className="text-xs text-muted-foreground" aria-label={`${label} signals`}>
          {signals.map((s) => (
            <li key={s.name}>
              {s.name}: {s.value ?? 'not available'}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The claim chart of one reference: each element of the charted claim, its best passage and coverage. */
/** The chart's rows of the claim the similarity refers to. */
const chartRows = (p: Analysis['priorArt'][number]) => {
  const claim = p.chartClaim ?? p.mappings[0]?.claim;
  return p.mappings.filter((m) => m.claim === claim);
};

const capitalised = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;

const sharesTermsOnly = (p: Analysis['priorArt'][number]) => {
  const rows = chartRows(p);
  return rows.length > 0 && !rows.some((m) => m.disclosed);
};

function ClaimChart({
  p,
  method,
  claims,
}: {
  p: Analysis['priorArt'][number];
  method?: string;
  claims?: Analysis['claimCharts'];
}) {
  const claim = p.chartClaim ?? p.mappings[0]?.claim;
  const rows = chartRows(p);
  // A Jepson claim's preamble is admitted prior art (37 CFR 1.75(e); MPEP 2129): shown, not charted.
  const jepson = claims?.find((c) => c.claim === claim && c.jepson);
  if (rows.length === 0) return null;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer">Claim {claim} chart</summary>
      <table className="mt-1 w-full border-collapse">
        <thead>
          <tr>
            <th className="text-left">Element</th>
            <th className="text-left">Best passage (where)</th>
            <th className="text-left">Label</th>
            <th className="text-right">Terms found</th>
          </tr>
        </thead>
        <tbody>
          {jepson ? (
            <tr className="border-t align-top">
              <td className="pr-1">{jepson.preamble}</td>
              <td className="pr-1 text-muted-foreground" colSpan={3}>
                Preamble: admitted prior art (Jepson preamble); novelty rests on the improvement below.
              </td>
            </tr>
          ) : null}
          {rows.map((m, i) => (
            <tr key={i} className="border-t align-top">
              <td className="pr-1">
                {m.element}
                {m.antecedents?.length ? (
                  <span className="block text-muted-foreground">Refers to: {m.antecedents.join('; ')}</span>
                ) : null}
              </td>
              <td className="pr-1">
                {m.label === 'not found' && m.passage ? (
                  <span className="text-muted-foreground">Closest passage (not a match) </span>
                ) : null}
                {m.where || m.source ? (
                  <span className="text-muted-foreground">[{m.where || m.source}] </span>
                ) : null}
                <HighlightedText text={m.passage} spans={m.highlights} />
              </td>
              <td className="pr-1">
                {m.label ?? (m.disclosed ? 'disclosed' : 'not found')}
                {m.labelNote ? <span className="block text-muted-foreground">{m.labelNote}</span> : null}
              </td>
              <td className="text-right">{Math.round(m.score * 100)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-muted-foreground">
        Terms found: the share of the element&apos;s terms, weighted by rarity, that the passage names.
      </p>
      {method ? <p className="mt-1 text-muted-foreground">Labels: {method}</p> : null}
    </details>
  );
}

type OfRecord = NonNullable<Analysis['referencesOfRecord']>[number];

/** One reference of record: number, title or name, who cited it, what the corpus holds, its date against the cut-off. */
function OfRecordItem({ r, analysis: a }: { r: OfRecord; analysis: Analysis }) {
  const title = r.chart?.title || r.name;
  const card = corpusCardText(r);
  return (
    <li className="rounded-md border p-2">
      <span className="font-medium">{ofRecordNumber(r)}</span>
      {title ? <span className="text-muted-foreground"> — {title}</span> : null}
      <p className="text-xs">
        {citedByText(r.citedBy)}; {heldText(r)}
      </p>
      {card ? <p className="text-xs">{capitalised(card)}</p> : null}
      <p className="text-xs text-muted-foreground">
        {r.dateCheck === 'after' || r.dateCheck === 'unclear' ? (
          <span className="font-medium">Date check: </span>
        ) : null}
        {r.dateNote}
      </p>
      {r.chart && !r.inPriorArt ? (
        <>
          <p className="text-xs">{r.chart.difference}</p>
          <ClaimChart p={r.chart} method={a.priorArtSearch?.chartMethod} claims={a.claimCharts} />
        </>
      ) : null}
    </li>
  );
}

/**
 * The references of record (issue 23): the documents the grant lists as cited during examination, under their own
 * heading; those the corpus holds first with their chart and its record (title, date, CPC and IPC codes), the others
 * ("not in this corpus") in a list that
 * opens on demand. No colour carries meaning: every state is written out.
 */
function ReferencesOfRecord({ analysis: a }: { analysis: Analysis }) {
  const refs = a.referencesOfRecord;
  if (!refs?.length) return null;
  const held = refs.filter((r) => r.held !== 'not held');
  const notHeld = refs.filter((r) => r.held === 'not held');
  return (
    <section aria-labelledby="of-record-heading" className="space-y-2">
      <h4 id="of-record-heading" className="text-sm font-semibold">
        References of record (cited during examination)
      </h4>
      <p className="text-xs text-muted-foreground">{ofRecordCounts(refs)}.</p>
      {a.referencesOfRecordRule ? (
        <p className="text-xs text-muted-foreground">{a.referencesOfRecordRule}</p>
      ) : null}
      {held.length ? (
        <>
          <h5 className="text-xs font-semibold">Held by this corpus</h5>
          <ul className="space-y-2 text-sm" aria-label="References of record held by this corpus">
            {held.map((r) => (
              <OfRecordItem key={r.corpusNumber ?? r.number} r={r} analysis={a} />
            ))}
          </ul>
        </>
      ) : null}
      {notHeld.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-xs font-semibold">
            <h5 className="inline">Not in this corpus ({notHeld.length})</h5>
          </summary>
          <ul className="mt-1 space-y-2" aria-label="References of record not in this corpus">
            {notHeld.map((r, i) => (
              <OfRecordItem key={`${r.number}-${i}`} r={r} analysis={a} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

type Part = NonNullable<Analysis['writtenBy']>['summary'];

/** Which engine wrote this part, when a model took part, and why the local text stands in when it does. */
function WrittenBy({
  analysis: a,
  part,
}: {
  analysis: Analysis;
  part: keyof NonNullable<Analysis['writtenBy']>;
}) {
  const by: Part | undefined = a.writtenBy?.[part];
  if (!by || (a.engine.provider === 'local' && !by.note)) return null;
  return (
    <p className="text-xs text-muted-foreground">
      Written by: {engineLabel(by)}
      {by.note ? ` — ${by.note}` : ''}
    </p>
  );
}

function StatusLine({ analysis: a }: { analysis: Analysis }) {
  const s = a.patentStatus;
  if (!s) return null;
  const what = `${s.documentType} ${s.granted ? 'patent' : 'application'}`;
  const state =
    s.state === 'in force'
      ? // The server words it ("… if the maintenance fees are paid": their payment is not in the record).
        (s.stateText ?? `in force until ${s.expiry}`)
      : s.state === 'expired'
        ? // "expired on …, or earlier: the grace period of … ended …" when a fee's payment is not in the record.
          (s.stateText ?? `expired ${s.expiry}`)
        : s.state === 'lapsed'
          ? 'lapsed (maintenance fees unpaid)'
          : s.state === 'pending'
            ? 'pending'
            : // "status unknown: … the fee payment record was not available …" when a fee's grace period has passed.
              (s.stateText ?? 'expiry not known');
  return (
    <p className="text-xs text-muted-foreground">
      {what}, {state}
      {s.expiryBasis && s.expiry ? ` (${s.expiryBasis})` : ''}
      {s.grantDate ? `; granted ${s.grantDate}` : ''}
    </p>
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
        {a.summarySource ? <p className="text-xs text-muted-foreground">{a.summarySource}</p> : null}
        <WrittenBy analysis={a} part="summary" />
      </Section>
      <Section title="Key Claims">
        <ul className="space-y-2 text-sm">
          {a.keyClaims.map((c) => (
            // pre-line: a claim's sub-list is stored one part per line (ingest keeps nested claim-text apart).
            <li key={c.number} className="whitespace-pre-line rounded-md bg-muted p-2">
              <span className="font-medium">Claim {c.number}:</span> {claimBody(c.text)}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Prior Art Comparison">
        {a.priorArtCutoff ? (
          <p className="text-xs text-muted-foreground">
            Cut-off: before {a.priorArtCutoff}
            {a.priorArtSearch ? ` (${a.priorArtSearch.cutoffBasis})` : ''}
            {a.priorArtSearch?.consideredDocuments != null
              ? `; ${a.priorArtSearch.consideredDocuments} documents dated before it searched`
              : ''}
            {a.priorArtSearch?.undatedExcluded
              ? a.priorArtSearch.undatedScope === 'candidates'
                ? `; ${a.priorArtSearch.undatedExcluded} undated documents that would have been candidates left out`
                : `; ${a.priorArtSearch.undatedExcluded} undated documents in the corpus left out`
              : ''}
            {a.priorArtSearch?.familyExcluded
              ? `; ${a.priorArtSearch.familyExcluded} with the patent's own title and abstract left out (probable family members, not prior art)`
              : ''}
            {a.priorArtSearch ? earlierFiledExcluded(a.priorArtSearch) : ''}.{' '}
            {a.priorArtSearch?.scope ?? priorArtScope(a.priorArtCutoff, a.priorArtSearch?.cutoffBasis)}
          </p>
        ) : null}
        <WrittenBy analysis={a} part="differences" />
        {a.priorArt.every((p) => p.unlessBenefit) && a.priorArtSearch?.message ? (
          <p className="text-sm">{a.priorArtSearch.message}</p>
        ) : null}
        <ul className="space-y-2 text-sm">
          {a.priorArt.map((p) => (
            <li key={p.patent} className="rounded-md border p-2">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{usNumber(p.patent)}</span>
                <Badge variant={similarityTone(p.similarity)}>
                  <span className="sr-only">Similarity: </span>
                  {/* Elements disclosed first, term coverage second (attorney re-review, defect 17). */}
                  {coverageText(p)}
                </Badge>
              </div>
              <p className="text-xs text-muted-foreground">The similarity is {similarityMeaning(p)}.</p>
              {partialMatchesOnly(p) ? (
                <p className="text-xs text-muted-foreground">{capitalised(PARTIAL_MATCHES_ONLY)}.</p>
              ) : sharesTermsOnly(p) ? (
                <p className="text-xs text-muted-foreground">
                  Shares terms with the claims; no element disclosed.
                </p>
              ) : null}
              {p.title ? <p className="text-muted-foreground">{p.title}</p> : null}
              {priorArtDateText(p) ? (
                <p className="text-xs text-muted-foreground">{capitalised(priorArtDateText(p)!)}</p>
              ) : null}
              {p.unlessBenefit ? (
                <p className="text-xs font-medium">Conditional: {p.unlessBenefit}; it sets no score.</p>
              ) : null}
              {p.priorArtBasis ? (
                <p className="text-xs text-muted-foreground">Prior-art basis: {p.priorArtBasis.text}.</p>
              ) : null}
              {p.ofRecord ? <p className="text-xs">Reference of record: {citedByText(p.ofRecord)}.</p> : null}
              <p>{p.difference}</p>
              <ClaimChart p={p} method={a.priorArtSearch?.chartMethod} claims={a.claimCharts} />
            </li>
          ))}
        </ul>
        <ReferencesOfRecord analysis={a} />
      </Section>
      <Section title="Patent Strength">
        <div className="space-y-3">
          <ScoreRow
            label="Novelty Score"
            score={a.noveltyScore}
            reason={a.scoreSignals ? a.scoreReasons.noveltyScore : undefined}
            signals={a.scoreSignals?.noveltyScore}
          />
          <ScoreRow
            label="Technical Merit"
            score={a.technicalMerit}
            reason={a.scoreSignals ? a.scoreReasons.technicalMerit : undefined}
            signals={a.scoreSignals?.technicalMerit}
            basis={scoreBasisOf(a, 'technicalMerit')}
          />
          <ScoreRow
            label="Commercial Potential"
            score={a.commercialPotential}
            reason={a.scoreSignals ? a.scoreReasons.commercialPotential : undefined}
            signals={a.scoreSignals?.commercialPotential}
            basis={scoreBasisOf(a, 'commercialPotential')}
          />
        </div>
      </Section>
      <Section title="Recommendations">
        <StatusLine analysis={a} />
        <WrittenBy analysis={a} part="recommendations" />
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
