import { afterEach, describe, expect, it } from 'vitest';
import { RpcError } from '@patent-hub/contracts';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai-server.js';
import { OpenAiProvider } from './openai.provider.js';

let fake: FakeOpenAi | undefined;
afterEach(async () => fake?.close());

const provider = (timeoutMs = 5_000, maxRetries = 2) => new OpenAiProvider({ apiKey: 'test-key', baseURL: fake!.baseURL, model: 'gpt-test', timeoutMs, maxRetries });

describe(OpenAiProvider.name, () => {
  it('returns streamed chunks in order as the server sends them', async () => {
    fake = await startFakeOpenAi([{ kind: 'stream', chunks: ['Claim ', 'US1234567 ', 'covers it.'], delayMs: 40 }]);
    const sut = provider();
    const seen: { text: string; at: number }[] = [];
    for await (const text of sut.answer({ question: 'prior art?', sources: [], history: [] })) seen.push({ text, at: Date.now() });
    expect(seen.map((s) => s.text)).toEqual(['Claim ', 'US1234567 ', 'covers it.']);
    expect(seen[2].at - seen[0].at).toBeGreaterThanOrEqual(60);
    expect(fake.requests[0].body).toMatchObject({ model: 'gpt-test', stream: true });
  });

  it('returns the structured output validated by the schema, sending a strict JSON schema', async () => {
    fake = await startFakeOpenAi([{ kind: 'json', content: JSON.stringify({ abstract: 'A lamp with a base.' }) }]);
    await expect(provider().abstract('Lamp', 'A lamp has a base.')).resolves.toBe('A lamp with a base.');
    const format = fake.requests[0].body.response_format as { type: string; json_schema: { strict: boolean; schema: { additionalProperties: boolean; required: string[] } } };
    expect(format).toMatchObject({ type: 'json_schema', json_schema: { strict: true, schema: { additionalProperties: false, required: ['abstract'] } } });
  });

  it('throws UNPROCESSABLE when the structured output does not match the schema', async () => {
    fake = await startFakeOpenAi([{ kind: 'json', content: JSON.stringify({ claims: 'not a list' }) }]);
    await expect(provider().claims('A lamp has a base.', [])).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
  });

  it('returns the answer after retrying a 429', async () => {
    fake = await startFakeOpenAi([{ kind: 'status', status: 429, retryAfterMs: 50 }, { kind: 'json', content: JSON.stringify({ abstract: 'ok' }) }]);
    await expect(provider().abstract('Lamp', 'A lamp.')).resolves.toBe('ok');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1].at - fake.requests[0].at).toBeGreaterThanOrEqual(45);
  });

  it('throws TIMEOUT when the server does not answer within the timeout', async () => {
    fake = await startFakeOpenAi([{ kind: 'hang' }]);
    const started = Date.now();
    const err = await provider(300, 1).abstract('Lamp', 'A lamp.').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcError);
    expect(err).toMatchObject({ code: 'TIMEOUT' });
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
