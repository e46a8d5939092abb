import { z } from 'zod';
import { namedSections } from '../legal/legal-kb.js';
import type { OpenAiProvider } from '../providers/openai.provider.js';
import type { StrategyEvidence, StrategyText } from './evidence.js';

const itemSchema = z.object({ text: z.string(), evidence: z.array(z.string()), general: z.boolean() });
export const modelSwotSchema = z.object({
  strengths: z.array(itemSchema),
  weaknesses: z.array(itemSchema),
  opportunities: z.array(itemSchema),
  threats: z.array(itemSchema),
  competitiveLandscape: z.string(),
  filingStrategy: z.string(),
  recommendations: z.array(itemSchema),
});

const PATENT = /\bUS\s?(\d{1,2},?\d{3},?\d{3}|[A-Z]{1,2}\d{5,6})\b|\b(\d{1,2},\d{3},\d{3})\b/g;
const DATE = /\b\d{4}-\d{2}-\d{2}\b/g;

/** What a text cites: patent numbers, sections and dates (normalised for comparison). */
export function citationsIn(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(PATENT)) out.add(`US${(m[1] ?? m[2]).replace(/,/g, '')}`);
  for (const s of namedSections(text)) out.add(`${s.source} ${s.section}`);
  for (const m of text.matchAll(DATE)) out.add(m[0]);
  return [...out];
}

const textsOf = (t: StrategyText) => [
  ...[t.strengths, t.weaknesses, t.opportunities, t.threats, t.recommendations].flat().map((i) => i.text),
  t.competitiveLandscape,
  t.filingStrategy,
];

/**
 * The citation check: every patent number, section and date the text names must be in the evidence (or the
 * scenario itself), and every evidence id an item names must exist. Returns what fails, empty when it passes.
 */
export function checkCitations(t: StrategyText, e: StrategyEvidence, scenario: string): string[] {
  const allowed = new Set(
    citationsIn([...e.evidence.map((x) => x.text), ...e.questions.map((q) => q.answer), scenario].join('\n')),
  );
  const ids = new Set(e.evidence.map((x) => x.id));
  const problems: string[] = [];
  for (const text of textsOf(t))
    for (const c of citationsIn(text)) if (!allowed.has(c)) problems.push(`${c} is not in the evidence`);
  for (const i of [t.strengths, t.weaknesses, t.opportunities, t.threats, t.recommendations].flat()) {
    for (const id of i.evidence) if (!ids.has(id)) problems.push(`evidence id ${id} does not exist`);
    if (!i.general && i.evidence.length === 0)
      problems.push(`"${i.text.slice(0, 60)}" names no evidence and is not marked general`);
  }
  return [...new Set(problems)];
}

export interface ModelSwotResult {
  text: StrategyText;
  /** Who wrote it and how it was checked. */
  writtenBy: string;
  byModel: boolean;
}

/**
 * The model writes the SWOT from the evidence only; the citation check runs on its draft, a failing draft is sent
 * back once with the failures, and a second failure keeps the local text with a note saying why.
 */
export async function modelSwot(
  provider: Pick<OpenAiProvider, 'structured' | 'engine'>,
  scenario: string,
  e: StrategyEvidence,
  local: StrategyText,
): Promise<ModelSwotResult> {
  const evidence = e.evidence.map((x) => `[${x.id}] ${x.text}`).join('\n');
  const answers = e.questions.map((q) => `- (${q.topic}) ${q.question} → ${q.answer}`).join('\n');
  const base =
    'Write a patent strategy SWOT for this scenario from the evidence below only. Every strength, weakness, ' +
    'opportunity, threat and recommendation names the ids of the evidence it rests on; advice resting on no evidence ' +
    'has general=true and an empty evidence list. Cite only patent numbers, sections and dates that appear in the ' +
    'evidence. Do not invent companies, classes, figures or dates. Answer the scenario’s questions in filingStrategy ' +
    'using the answers given.\n' +
    `Scenario:\n${scenario.slice(0, 8000)}\n\nEvidence:\n${evidence || '(none)'}\n\nAnswers to the scenario's questions:\n${answers || '(none)'}`;
  let prompt = base;
  let problems: string[] = [];
  for (let attempt = 1; attempt <= 2; attempt++) {
    let draft: StrategyText;
    try {
      draft = await provider.structured('strategy_swot', modelSwotSchema, prompt);
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      return { text: local, writtenBy: `Local engine (the model failed: ${why})`, byModel: false };
    }
    problems = checkCitations(draft, e, scenario);
    if (!problems.length)
      return {
        text: draft,
        writtenBy: `${provider.engine.label}, from the evidence listed; citation check passed${attempt > 1 ? ' on the second attempt' : ''}`,
        byModel: true,
      };
    prompt = `${base}\n\nYour previous draft failed the citation check: ${problems.join('; ')}. Write it again citing only the evidence.`;
  }
  return {
    text: local,
    writtenBy: `Local engine: the model's draft failed the citation check twice (${problems.slice(0, 3).join('; ')}), so the rule-based text is shown`,
    byModel: false,
  };
}
