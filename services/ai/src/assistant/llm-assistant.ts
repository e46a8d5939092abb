import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { googlePatentsUrl, type AiEngine, type AnswerSource } from '@patent-hub/contracts';
import { contextPatentNumber, GENERIC_CONTEXT } from '../chat/chat-grounding.js';
import { OUT_OF_DATE_NOTE } from '../legal/legal-answer.js';
import { parseLabel, type LegalKnowledgeBase } from '../legal/legal-kb.js';
import { toRpcError } from '../providers/openai.provider.js';
import { sourcesBlock, type Answerer, type AnswerRun } from './assistant.js';
import { TOOL_DEFINITIONS, type AssistantTools } from './assistant-tools.js';
import { CitationFilter, REMOVED_MARK, sectionRefs, VerifiedCitations, type CitedRef } from './citations.js';
import type { Turn } from './question.js';

/** Tool rounds before the model must answer with what it has. */
export const MAX_TOOL_ROUNDS = 5;

const SYSTEM = [
  'You are the Patent Hub assistant for US patent law and practice, answering a patent practitioner.',
  'Use the tools: legal_lookup for law and procedure; compute_deadline when the user gives a date; get_patent for a',
  'question about a patent (claims, parties, status, dates, expiry); search_patents for prior art or patents about a',
  'topic; check_claims for claim text the user gives.',
  'Answer only from the tool results of this exchange. Cite every statement: sections as "35 U.S.C. 119(e)",',
  '"37 CFR 1.78" or "MPEP 2173.05(e)" and patents as "US10000000", exactly as the tool results give them. Never cite',
  'a section or patent no tool returned: an unverified citation is removed from your answer. Quote the operative',
  'sentence for a rule. If a tool fails or finds nothing, say so rather than guessing. The legal texts are snapshots',
  'and may be out of date; this is not legal advice.',
].join(' ');

interface PendingCall {
  id: string;
  name: string;
  args: string;
}

/**
 * The assistant with a language model (issue 25, item 5): OpenAI-compatible tool calling over the local evidence
 * (the legal texts, the corpus, the deadline calculator, the claim checker). The conversation so far is sent; the
 * answer streams sentence by sentence, each checked so that every patent number and section it cites comes from a
 * tool result of this exchange (others are replaced by REMOVED_MARK and the answer says so); its sources are built
 * from the tool results, and it ends naming the engine.
 */
export class LlmAssistant implements Answerer {
  constructor(
    private readonly client: OpenAI,
    readonly engine: AiEngine,
    private readonly tools: AssistantTools,
    private readonly kb: LegalKnowledgeBase,
  ) {}

  start(question: string, history: Turn[], context: string | undefined, signal?: AbortSignal): AnswerRun {
    const outcome: AnswerRun['outcome'] = { sources: [], citations: [] };
    return { pieces: this.run(question, history, context, outcome, signal), outcome };
  }

  private async *run(
    question: string,
    history: Turn[],
    context: string | undefined,
    outcome: AnswerRun['outcome'],
    signal?: AbortSignal,
  ): AsyncGenerator<string> {
    const verified = new VerifiedCitations();
    const filter = new CitationFilter(verified);
    const consulted = new Map<string, AnswerSource>();
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM + pageNote(context) },
      ...history.map((t) => ({ role: t.role, content: t.content })),
      { role: 'user', content: question },
    ];
    for (let round = 0; ; round++) {
      const last = round >= MAX_TOOL_ROUNDS;
      const calls: PendingCall[] = [];
      let content = '';
      try {
        const stream = await this.client.chat.completions.create(
          {
            model: this.engine.model,
            stream: true,
            messages,
            tools: TOOL_DEFINITIONS,
            tool_choice: last ? 'none' : 'auto',
          },
          { signal },
        );
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta;
          if (!delta) continue;
          if (delta.content) {
            content += delta.content;
            const out = filter.push(delta.content);
            if (out) yield out;
          }
          for (const tc of delta.tool_calls ?? []) {
            const call = (calls[tc.index] ??= { id: '', name: '', args: '' });
            if (tc.id) call.id = tc.id;
            if (tc.function?.name) call.name += tc.function.name;
            if (tc.function?.arguments) call.args += tc.function.arguments;
          }
        }
      } catch (err) {
        throw toRpcError(err);
      }
      const pending = calls.filter(Boolean);
      if (!pending.length || last) break;
      messages.push({
        role: 'assistant',
        content: content || null,
        tool_calls: pending.map((c) => ({
          id: c.id,
          type: 'function' as const,
          function: { name: c.name, arguments: c.args },
        })),
      });
      for (const c of pending) {
        if (signal?.aborted) return;
        const r = await this.tools.run(c.name, c.args);
        verified.addFrom(r.content);
        for (const s of r.sources) if (!consulted.has(s.label)) consulted.set(s.label, s);
        messages.push({ role: 'tool', tool_call_id: c.id, content: r.content });
      }
    }
    const rest = filter.end();
    if (rest) yield rest;
    const sources = this.sourcesOf(filter.kept, [...consulted.values()]);
    outcome.sources = sources;
    outcome.citations = sources.filter((s) => s.kind === 'patent').map((s) => s.label.replace(/^US/, ''));
    if (filter.removed.length) {
      const n = filter.removed.length;
      yield `\n\n*${n} citation${n === 1 ? '' : 's'} in the model’s answer (marked “${REMOVED_MARK}”) came from no tool result of this exchange and ${n === 1 ? 'was' : 'were'} removed: check those statements against the sources.*\n`;
    }
    if (sources.some((s) => s.kind === 'law')) yield `\n${OUT_OF_DATE_NOTE}\n`;
    yield `\n${sourcesBlock(sources, this.engine)}`;
  }

  /**
   * The answer's sources: the tool results it cites, in the order it cites them (a citation from inside a result,
   * such as a document a patent cites, gets its own entry); when it cites none, every tool result it rests on.
   */
  private sourcesOf(kept: CitedRef[], consulted: AnswerSource[]): AnswerSource[] {
    const keyOf = (s: AnswerSource) =>
      s.kind === 'patent' ? s.label : (sectionRefs(s.label)[0]?.key ?? s.label);
    const out = new Map<string, AnswerSource>();
    for (const r of kept) {
      if (out.has(r.key)) continue;
      const own = consulted.find((s) => keyOf(s) === r.key) ?? this.sourceFor(r.key);
      if (own) out.set(r.key, own);
    }
    return out.size ? [...out.values()] : consulted;
  }

  private sourceFor(key: string): AnswerSource | null {
    if (key.startsWith('US'))
      return {
        kind: 'patent',
        label: key,
        title: 'named in a tool result',
        revision: null,
        date: null,
        url: googlePatentsUrl(key.slice(2)),
      };
    const named = parseLabel(key);
    if (!named) return null;
    const s = this.kb.get(named.source, named.section);
    return {
      kind: 'law',
      label: key,
      title: s?.title ?? 'named in a tool result',
      revision: s?.revision ?? null,
      date: null,
      url: s?.url ?? null,
    };
  }
}

/** What the page adds: the patent open on it, or a search's criteria. */
function pageNote(context: string | undefined): string {
  const patent = contextPatentNumber(context);
  if (patent) return `\nThe user is looking at patent US${patent}; "this patent" means it.`;
  if (context && context !== GENERIC_CONTEXT) return `\nThe page the user is on: ${context}`;
  return '';
}
