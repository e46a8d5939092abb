import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestAgent, type TestSystem } from '@patent-hub/testing';

let system: TestSystem;
let number: string;

beforeAll(async () => {
  system = await startTestSystem({
    services: ['gateway', 'auth', 'patents', 'ai'],
    env: { AI_PROVIDER: 'local' },
  });
  const dir = path.join(system.env.PATENT_DATA_DIR, 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
  expect(await system.ingest([path.join(dir, 'ipg130416.small.xml')])).toBe(0);
  [{ n: number }] = await system.sql<{ n: string }>(
    `select patent_number as n from patents.patents where patent_type = 'utility' order by patent_number limit 1`,
  );
});
afterAll(() => system?.stop());

const QUESTION = 'What should my first claim cover?';
const ask = (agent: TestAgent, context?: string) =>
  agent.post('/api/chat/message', { content: QUESTION, ...(context === undefined ? {} : { context }) });

describe('chat context through the gateway', () => {
  it('returns an answer about the patent the context names, citing it first', async () => {
    const alice = await system.signIn();
    const generic = await ask(alice, 'patent_assistant');
    expect(generic.status).toBe(201);
    expect(generic.body.data.assistantMessage.citations ?? []).not.toContain(number);

    const focused = await ask(alice, `US${number}`);
    expect(focused.status).toBe(201);
    const answer = focused.body.data.assistantMessage;
    expect(answer.content).toMatch(new RegExp(`^Answering about \\*\\*US${number}\\*\\*`));
    expect(answer.citations[0]).toBe(number);
    const [{ title }] = await system.sql<{ title: string }>(
      `select title from patents.patents where patent_number = $1`,
      [number],
    );
    expect(answer.content).toContain(title);
  });

  it('returns 400 naming context when it names a patent that is not in the corpus', async () => {
    const alice = await system.signIn();
    const res = await ask(alice, 'US99999999');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('context: patent US99999999 is not in the corpus');
    expect((await alice.get('/api/chat/history')).body).toEqual({ data: [] });
  });

  // The /assistant page streams and keeps its chats in the browser (SPEC §3 browser-kept records); the server
  // history is the assistant panel's. A streamed exchange must not appear in (or mix into) the panel's history.
  it('returns the panel history unchanged after a streamed answer', async () => {
    const alice = await system.signIn();
    await ask(alice, 'patent_assistant');
    const before = (await alice.get('/api/chat/history')).body.data;
    const res = await alice.fetch(`${system.baseUrl}/api/ai/assistant/stream`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: system.baseUrl,
        'x-csrf-token': alice.cookie('ph_csrf') ?? '',
      },
      body: JSON.stringify({ message: 'Streamed question about claims', context: 'patent_assistant' }),
    });
    const text = await res.text();
    expect(text).toContain('"type":"done"');
    expect((await alice.get('/api/chat/history')).body.data).toEqual(before);
  });
});
