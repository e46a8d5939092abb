import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '@patent-hub/contracts';
import { startTestSystem, type TestAgent, type TestSystem } from '@patent-hub/testing';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai-server.js';

// Issue 25 item 5 through the gateway: AI_PROVIDER=openai against a loopback OpenAI-compatible server that scripts
// tool calls. Both surfaces answer through the tool loop over the real patents service and legal texts; an invented
// patent number and section are removed; sources come from the tool results; the page's history reaches the model.
let system: TestSystem;
let fake: FakeOpenAi;
let alice: TestAgent;
let number: string;

beforeAll(async () => {
  fake = await startFakeOpenAi([]);
  system = await startTestSystem({
    services: ['gateway', 'auth', 'patents', 'ai'],
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'gpt-test',
      OPENAI_MAX_RETRIES: '0',
    },
  });
  const dir = path.join(system.env.PATENT_DATA_DIR, 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
  expect(await system.ingest([path.join(dir, 'ipg130416.small.xml')])).toBe(0);
  [{ n: number }] = await system.sql<{ n: string }>(
    `select patent_number as n from patents.patents where patent_type = 'utility' order by patent_number limit 1`,
  );
  alice = await system.signIn();
});
afterAll(async () => {
  await system?.stop();
  await fake?.close();
});

type Message = { role: string; content: string | null };
const messagesOf = (i: number) => fake.requests[i].body.messages as Message[];

describe('assistant with a language model (tool calling) through the gateway', () => {
  it('answers POST /api/chat/message from get_patent, removing an invented patent number', async () => {
    fake.requests.length = 0;
    fake.replies.splice(
      0,
      fake.replies.length,
      {
        kind: 'tools',
        calls: [{ name: 'get_patent', arguments: JSON.stringify({ number: `US${number}` }) }],
      },
      {
        kind: 'stream',
        delayMs: 1,
        chunks: [`US${number} claims the subject of its claim 1. `, 'It resembles US99999999.'],
      },
    );
    const res = await alice.post('/api/chat/message', {
      content: `What does claim 1 of US${number} cover?`,
      context: 'patent_assistant',
    });
    expect(res.status).toBe(201);
    const m = res.body.data.assistantMessage;
    expect(m.content).toContain(`US${number} claims the subject of its claim 1.`);
    expect(m.content).not.toContain('US99999999');
    expect(m.content).toContain('[unverified citation removed]');
    expect(m.content).toContain('*Engine: OpenAI-compatible model gpt-test*');
    expect(m.engine).toMatchObject({ provider: 'openai', model: 'gpt-test' });
    expect(m.sources).toEqual([expect.objectContaining({ kind: 'patent', label: `US${number}` })]);
    expect(m.citations).toEqual([number]);
    // The tool result the model read is the patent's record from the patents service.
    const tool = messagesOf(1).find((x) => x.role === 'tool')!;
    expect(JSON.parse(tool.content!)).toMatchObject({ patent: `US${number}`, claims: expect.any(Array) });
  });

  it('streams the answer with sources in the done event, sending the page history and removing a section', async () => {
    fake.requests.length = 0;
    fake.replies.splice(
      0,
      fake.replies.length,
      {
        kind: 'tools',
        calls: [{ name: 'legal_lookup', arguments: JSON.stringify({ query: 'design patent term' }) }],
      },
      {
        kind: 'stream',
        delayMs: 1,
        chunks: ['A design patent lasts 15 years from grant (35 U.S.C. 173). ', 'See also 37 CFR 1.999.'],
      },
    );
    const history = [
      { role: 'user', content: 'How long is the term of a patent?' },
      { role: 'assistant', content: '20 years from filing (35 U.S.C. 154(a)(2)).' },
    ];
    const res = await alice.fetch(`${system.baseUrl}/api/ai/assistant/stream`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: system.baseUrl,
        'x-csrf-token': alice.cookie('ph_csrf') ?? '',
      },
      body: JSON.stringify({ message: 'and for a design patent?', history }),
    });
    expect(res.status).toBe(200);
    const events = (await res.text())
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)) as StreamEvent);
    const chunks = events.filter((e) => e.type === 'chunk');
    const text = chunks.map((e) => (e.type === 'chunk' ? e.content : '')).join('');
    expect(chunks.length).toBeGreaterThan(2);
    expect(text).toContain('15 years from grant (35 U.S.C. 173).');
    expect(text).not.toContain('1.999');
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', engine: { provider: 'openai' }, citations: [] });
    expect(done.type === 'done' && done.sources?.map((s) => s.label)).toEqual(['35 U.S.C. 173']);
    expect(messagesOf(0).slice(1)).toEqual([
      ...history,
      { role: 'user', content: 'and for a design patent?' },
    ]);
  });
});
