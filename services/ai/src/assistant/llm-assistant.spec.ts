import OpenAI from 'openai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AiEngine } from '@patent-hub/contracts';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/support/fake-openai-server.js';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { Assistant } from './assistant.js';
import { AssistantTools } from './assistant-tools.js';
import { REMOVED_MARK } from './citations.js';
import { LlmAssistant } from './llm-assistant.js';

// The language-model assistant against a loopback OpenAI-compatible server that scripts its tool calls (real wire
// format: streamed chat.completion.chunk events with tool_calls deltas), over the real legal texts.
let kb: LegalKnowledgeBase;
// Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
beforeAll(() => {
  kb = LegalKnowledgeBase.load(legalDataDir());
}, 60_000);
let fake: FakeOpenAi | undefined;
afterEach(async () => fake?.close());

const ENGINE: AiEngine = { provider: 'openai', model: 'gpt-test', label: 'OpenAI-compatible model gpt-test' };

function llm(similar: PatentsPort['similar'] = async () => []) {
  const patents: PatentsPort = {
    similar,
    get: async () => {
      throw new Error('not used');
    },
    landscape: async () => {
      throw new Error('not used');
    },
  };
  const records = { detail: async (n: string) => (n === '10000000' ? RECORD : null) };
  const assistant = new Assistant(kb, patents, records);
  const client = new OpenAI({ apiKey: 'test-key', baseURL: fake!.baseURL, maxRetries: 0, timeout: 5_000 });
  return new LlmAssistant(client, ENGINE, new AssistantTools(kb, assistant), kb);
}

async function collect(run: ReturnType<LlmAssistant['start']>) {
  const pieces: string[] = [];
  for await (const p of run.pieces) pieces.push(p);
  return { pieces, text: pieces.join(''), ...run.outcome };
}

type Message = { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] };
const messagesOf = (i: number) => fake!.requests[i].body.messages as Message[];

describe(LlmAssistant.name, () => {
  it('calls the tools, sends their results and the history, and removes an invented patent and section', async () => {
    fake = await startFakeOpenAi([
      {
        kind: 'tools',
        calls: [
          { name: 'get_patent', arguments: JSON.stringify({ number: 'US10000000', claim: 1 }) },
          { name: 'legal_lookup', arguments: JSON.stringify({ query: 'term of a patent 20 years' }) },
        ],
      },
      {
        kind: 'stream',
        delayMs: 5,
        chunks: [
          'Claim 1 of US10000000 claims a LADAR system. ',
          'It expires on 2035-03-10, 20 years from filing (35 U.S.C. 154(a)(2)). ',
          'Compare US12345678, and see 37 CFR 9.99 for the fee.\n',
        ],
      },
    ]);
    const history = [
      { role: 'user' as const, content: 'I am looking at a LADAR patent.' },
      { role: 'assistant' as const, content: 'Which one?' },
    ];
    const out = await collect(
      llm().start('What does claim 1 of US10000000 cover and when does it expire?', history, undefined),
    );

    // First request: the system prompt, the conversation so far, the question, and the five tools.
    const first = fake.requests[0].body;
    expect(messagesOf(0).slice(1)).toEqual([
      ...history,
      { role: 'user', content: 'What does claim 1 of US10000000 cover and when does it expire?' },
    ]);
    expect((first.tools as { function: { name: string } }[]).map((t) => t.function.name)).toEqual([
      'search_patents',
      'get_patent',
      'legal_lookup',
      'compute_deadline',
      'check_claims',
    ]);
    expect(first.stream).toBe(true);
    // Second request: the assistant's tool calls (arguments joined from their streamed pieces), then each result.
    const second = messagesOf(1);
    const calls = second.at(-3)!.tool_calls as {
      id: string;
      function: { name: string; arguments: string };
    }[];
    expect(calls.map((c) => JSON.parse(c.function.arguments))).toEqual([
      { number: 'US10000000', claim: 1 },
      { query: 'term of a patent 20 years' },
    ]);
    const [patentResult, lawResult] = second.slice(-2);
    expect(patentResult).toMatchObject({ role: 'tool', tool_call_id: calls[0].id });
    expect(JSON.parse(patentResult.content!)).toMatchObject({
      patent: 'US10000000',
      assignee: 'Raytheon Company',
      claims: [{ number: 1, text: expect.stringContaining('LADAR') }],
      expiry: { date: '2035-03-10' },
    });
    expect(JSON.parse(lawResult.content!).sections[0].cite).toMatch(/^35 U\.S\.C\. 154/);

    // The answer: verified citations kept, the invented ones removed and said so; sources from the tool results.
    expect(out.text).toContain('Claim 1 of US10000000 claims a LADAR system.');
    expect(out.text).toContain('(35 U.S.C. 154(a)(2))');
    expect(out.text).not.toContain('US12345678');
    expect(out.text).not.toContain('9.99');
    expect(out.text).toContain(`Compare ${REMOVED_MARK}, and see ${REMOVED_MARK} for the fee.`);
    expect(out.text).toMatch(/2 citations in the model’s answer .* were removed/);
    expect(out.text).toContain('may be out of date');
    expect(out.text).toMatch(/\*Engine: OpenAI-compatible model gpt-test\*$/);
    expect(out.sources.map((s) => s.label)).toEqual([
      'US10000000',
      expect.stringMatching(/^35 U\.S\.C\. 154/),
    ]);
    expect(out.sources[1]).toMatchObject({ kind: 'law', url: expect.stringMatching(/^https:/) });
    expect(out.citations).toEqual(['10000000']);
    // Streamed as it comes: text is held back only where a citation may begin, until it can be checked.
    expect(out.pieces.length).toBeGreaterThan(4);
    expect(out.pieces[0]).toBe('Claim 1 of ');
  });

  it('returns a tool error to the model (unknown patent, outage, bad argument) and keeps going', async () => {
    fake = await startFakeOpenAi([
      {
        kind: 'tools',
        calls: [
          { name: 'get_patent', arguments: JSON.stringify({ number: 'US7654321' }) },
          { name: 'search_patents', arguments: JSON.stringify({ patent: 'US10000000' }) },
          {
            name: 'compute_deadline',
            arguments: JSON.stringify({ event: 'provisional filed', date: 'March 2' }),
          },
        ],
      },
      {
        kind: 'stream',
        delayMs: 1,
        chunks: ['The search did not answer and US7654321 is not in the corpus.'],
      },
    ]);
    const out = await collect(
      llm(async () => {
        throw new Error('patents.similar timed out');
      }).start('Prior art for US10000000 and facts on US7654321?', [], undefined),
    );
    const results = messagesOf(1)
      .filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content!) as { error?: string });
    expect(results).toEqual([
      { error: 'US7654321 is not in the patent corpus' },
      { error: 'the patent search did not answer; no prior-art result' },
      { error: 'compute_deadline: date: a date as YYYY-MM-DD' },
    ]);
    // US7654321 appears in a tool result (the error names it), so the answer may say it is not in the corpus.
    expect(out.text).toContain('US7654321 is not in the corpus');
    expect(out.text).not.toContain('removed');
  });

  /** The model asks compute_deadline for a provisional filed on `date`, then answers `reply`. */
  async function provisionalDeadline(date: string, question: string, reply: string) {
    fake = await startFakeOpenAi([
      {
        kind: 'tools',
        calls: [
          {
            name: 'compute_deadline',
            arguments: JSON.stringify({ event: 'provisional application filed', date }),
          },
        ],
      },
      { kind: 'stream', delayMs: 1, chunks: [reply] },
    ]);
    const out = await collect(llm().start(question, [], undefined));
    return { out, result: JSON.parse(messagesOf(1).at(-1)!.content!) as Record<string, unknown> };
  }

  it('computes a deadline with the calculator and cites the section it rests on', async () => {
    const { out, result } = await provisionalDeadline(
      '2026-03-02',
      'I filed my provisional on 2026-03-02. When is the non-provisional due?',
      'File the non-provisional by 2027-03-02 (35 U.S.C. 119(e)).',
    );
    expect(result).toMatchObject({ due: '2027-03-02', cite: '35 U.S.C. 119(e)' });
    expect(out.text).toContain('by 2027-03-02 (35 U.S.C. 119(e))');
    expect(out.sources).toEqual([expect.objectContaining({ kind: 'law', label: '35 U.S.C. 119(e)' })]);
    expect(out.citations).toEqual([]);
  });

  it('gives the model the restoration of a missed provisional and the loss of its benefit after it', async () => {
    const { result } = await provisionalDeadline(
      '2020-01-10',
      'My provisional was filed on 2020-01-10. Can I still use it?',
      'The benefit of that provisional is lost.',
    );
    const restoration = result.restoration as { due: string; passed: boolean; how: string; after?: string };
    expect(restoration).toMatchObject({ due: '2021-03-10', passed: true });
    expect(restoration.how).toContain('2 months');
    expect(restoration.after).toMatch(/^After that the provisional’s benefit is lost/);
  });

  it('stops asking for tools after the round limit and takes the answer given without them', async () => {
    fake = await startFakeOpenAi([
      {
        kind: 'tools',
        calls: [{ name: 'legal_lookup', arguments: JSON.stringify({ query: 'terminal disclaimer' }) }],
      },
    ]);
    const out = await collect(llm().start('What is a terminal disclaimer?', [], undefined));
    // 1 + MAX_TOOL_ROUNDS requests; the last one forbids tools.
    expect(fake.requests).toHaveLength(6);
    expect(fake.requests[5].body.tool_choice).toBe('none');
    expect(out.text).toContain('*Engine: OpenAI-compatible model gpt-test*');
  });
});
