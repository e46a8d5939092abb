import type { DeadlineReport, StrategyItem } from '@patent-hub/contracts';
import { computeDeadlines } from '../legal/deadlines.js';
import type { LegalKnowledgeBase } from '../legal/legal-kb.js';
import type { AiProvider } from '../providers/ai-provider.js';
import { OpenAiProvider } from '../providers/openai.provider.js';
import { gatherEvidence, localSwot, type StrategyText } from './evidence.js';
import { buildLandscape, type LandscapeSource } from './landscape.js';
import { modelSwot } from './model-swot.js';
import { parseScenario } from './scenario.js';

/** An item as the browser keeps it (SPEC: lists of strings): its text, the evidence ids after it. */
const flat = (items: StrategyItem[]) =>
  items.map((i) =>
    i.general || !i.evidence.length ? i.text : `${i.text} [evidence: ${i.evidence.join(', ')}]`,
  );

/**
 * SWOT grounded in evidence (issue 26): the landscape of the relevant patents (similar patents above the relevance
 * floor), the calculator's dates from the scenario's own dates, and the sections they rest on; the scenario's
 * questions answered from them. With a model configured, the model writes the text from that evidence under a
 * citation check; otherwise (or when the check fails twice) the local engine writes it.
 */
export class StrategyService {
  constructor(
    private readonly patents: LandscapeSource,
    private readonly provider: AiProvider,
    private readonly kb: LegalKnowledgeBase,
    private readonly today: () => string = () => new Date().toISOString().slice(0, 10),
  ) {}

  async analyze(scenario: string) {
    const parsed = parseScenario(scenario);
    const landscape = await buildLandscape(this.patents, parsed.technical);
    const hasDates = Object.keys(parsed.dates).length > 0;
    const deadlines: DeadlineReport | null = hasDates
      ? computeDeadlines({ kind: parsed.kind, ...parsed.dates, today: this.today() }, this.kb)
      : null;
    const evidence = gatherEvidence(parsed, landscape, deadlines, this.kb);
    const local = localSwot(evidence);
    let text: StrategyText = local;
    let writtenBy = `${LOCAL_WRITER}: every item names its evidence; general advice is marked`;
    let engine = this.provider.engine;
    if (this.provider instanceof OpenAiProvider) {
      const r = await modelSwot(this.provider, scenario, evidence, local);
      text = r.text;
      writtenBy = r.writtenBy;
      if (!r.byModel) engine = { provider: 'local', model: 'strategy-rules-v2', label: LOCAL_WRITER };
    } else engine = { ...engine, model: 'strategy-rules-v2' };
    const l = landscape;
    return {
      analysis: {
        strengths: flat(text.strengths),
        weaknesses: flat(text.weaknesses),
        opportunities: flat(text.opportunities),
        threats: flat(text.threats),
        competitiveLandscape: text.competitiveLandscape,
        filingStrategy: text.filingStrategy,
        recommendations: flat(text.recommendations),
        items: {
          strengths: text.strengths,
          weaknesses: text.weaknesses,
          opportunities: text.opportunities,
          threats: text.threats,
        },
        questions: evidence.questions,
        evidence: evidence.evidence,
        deadlines,
        grounding: {
          matched: l.patents.length,
          candidates: l.candidates,
          relevanceFloor: l.relevanceFloor,
          dateRange: l.dateRange,
          unassigned: l.unassigned,
          topAssignees: l.topAssignees,
          topCpcGroups: l.topCpcGroups,
          filingsByYear: l.filingsByYear,
          patents: l.patents.map((p) => ({
            patentNumber: p.patentNumber,
            title: p.title,
            relevance: p.relevance,
          })),
          note: groundingNote(l.patents.length, l.candidates, l.relevanceFloor, l.dateRange),
        },
        engine,
        writtenBy,
      },
    };
  }
}

const LOCAL_WRITER =
  'Local engine: rule-based text from the landscape, the deadline calculator and the legal texts';

export function groundingNote(
  n: number,
  candidates: number,
  floor: number,
  range: { from: string; to: string } | null,
): string {
  return n
    ? `Grounded in ${n} relevant corpus ${n === 1 ? 'patent' : 'patents'} (of the ${candidates} most similar, those covering at least ${Math.round(floor * 100)}% of the scenario's sentences), ${range ? (range.from === range.to ? `dated ${range.from}` : `dated ${range.from} to ${range.to}`) : 'undated'}; every figure counts that set.`
    : `No landscape: none of the ${candidates} most similar corpus patents covers ${Math.round(floor * 100)}% of the scenario's sentences.`;
}
