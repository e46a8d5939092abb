import { afterEach, describe, expect, it } from 'vitest';
import { RpcError } from '@patent-hub/contracts';
import { buildLocalAnalysis } from '../engine/local-analysis.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/support/fake-openai-server.js';
import { FIXTURE_PATENT, fixtureDeps } from '../../test/support/fixture-deps.js';
import { OpenAiProvider } from './openai.provider.js';

let fake: FakeOpenAi | undefined;
afterEach(async () => fake?.close());

const provider = (timeoutMs = 5_000, maxRetries = 2) =>
  new OpenAiProvider({
    apiKey: 'test-key',
    baseURL: fake!.baseURL,
    model: 'gpt-test',
    timeoutMs,
    maxRetries,
  });

describe(OpenAiProvider.name, () => {
  it('returns streamed chunks in order as the server sends them', async () => {
    fake = await startFakeOpenAi([
      { kind: 'stream', chunks: ['Claim ', 'US1234567 ', 'covers it.'], delayMs: 40 },
    ]);
    const sut = provider();
    const seen: { text: string; at: number }[] = [];
    for await (const text of sut.answer({ question: 'prior art?', sources: [], history: [] }))
      seen.push({ text, at: Date.now() });
    expect(seen.map((s) => s.text)).toEqual(['Claim ', 'US1234567 ', 'covers it.']);
    expect(seen[2].at - seen[0].at).toBeGreaterThanOrEqual(60);
    expect(fake.requests[0].body).toMatchObject({ model: 'gpt-test', stream: true });
  });

  it('returns the structured output validated by the schema, sending a strict JSON schema', async () => {
    fake = await startFakeOpenAi([
      { kind: 'json', content: JSON.stringify({ abstract: 'A lamp with a base.' }) },
    ]);
    await expect(provider().abstract('Lamp', 'A lamp has a base.')).resolves.toBe('A lamp with a base.');
    const format = fake.requests[0].body.response_format as {
      type: string;
      json_schema: { strict: boolean; schema: { additionalProperties: boolean; required: string[] } };
    };
    expect(format).toMatchObject({
      type: 'json_schema',
      json_schema: { strict: true, schema: { additionalProperties: false, required: ['abstract'] } },
    });
  });

  it('throws UNPROCESSABLE when the structured output does not match the schema', async () => {
    fake = await startFakeOpenAi([{ kind: 'json', content: JSON.stringify({ claims: 'not a list' }) }]);
    await expect(provider().claims('A lamp has a base.', [])).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
    });
  });

  it('returns the answer after retrying a 429', async () => {
    fake = await startFakeOpenAi([
      { kind: 'status', status: 429, retryAfterMs: 50 },
      { kind: 'json', content: JSON.stringify({ abstract: 'ok' }) },
    ]);
    await expect(provider().abstract('Lamp', 'A lamp.')).resolves.toBe('ok');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1].at - fake.requests[0].at).toBeGreaterThanOrEqual(45);
  });

  it('throws TIMEOUT when the server does not answer within the timeout', async () => {
    fake = await startFakeOpenAi([{ kind: 'hang' }]);
    const started = Date.now();
    const err = await provider(300, 1)
      .abstract('Lamp', 'A lamp.')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcError);
    expect(err).toMatchObject({ code: 'TIMEOUT' });
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

const narrative = {
  summary: 'A napkin holder held by magnets.',
  differences: [
    { patent: 'US5000001', difference: 'US5000001 has the lanyard but no magnets in its clips.' },
  ],
  recommendations: ['Claim the magnet placement; US5000001 lacks it.'],
};
type Format = {
  type: string;
  json_schema: { name: string; strict: boolean; schema: { required: string[] } };
};
const formatOf = (i: number) => fake!.requests[i].body.response_format as Format;
const messagesOf = (i: number) => fake!.requests[i].body.messages as { role: string; content: string }[];

describe(`${OpenAiProvider.name} operations on the wire`, () => {
  it('returns the words written by the model over the local evidence; scores are not asked for', async () => {
    fake = await startFakeOpenAi([{ kind: 'json', content: JSON.stringify(narrative) }]);
    const draft = buildLocalAnalysis(FIXTURE_PATENT, await fixtureDeps().search.similar({ text: '' }));
    expect(draft.priorArt.map((p) => p.patent)).toEqual(['5000001']);
    const out = await provider().writeAnalysis(FIXTURE_PATENT, draft);
    expect(out).toMatchObject({ summary: narrative.summary, recommendations: narrative.recommendations });
    expect(out.priorArt[0].difference).toBe(narrative.differences[0].difference);
    // Scores, reasons, claims and the chart are the local engine's.
    for (const k of [
      'noveltyScore',
      'technicalMerit',
      'commercialPotential',
      'scoreReasons',
      'keyClaims',
    ] as const)
      expect(out[k]).toEqual(draft[k]);
    expect(out.priorArt[0].mappings).toEqual(draft.priorArt[0].mappings);
    expect(formatOf(0)).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'patent_analysis', strict: true },
    });
    expect(formatOf(0).json_schema.schema.required).toEqual(['summary', 'differences', 'recommendations']);
    expect(JSON.stringify(formatOf(0).json_schema.schema)).not.toMatch(/novelty|merit|commercial/i);
    expect(messagesOf(0).at(-1)!.content).toContain('US5000001');
  });

  it('throws UNPROCESSABLE naming the field when the analysis breaks the contract, without asking again', async () => {
    fake = await startFakeOpenAi([
      { kind: 'json', content: JSON.stringify({ ...narrative, recommendations: 3 }) },
    ]);
    const draft = buildLocalAnalysis(FIXTURE_PATENT, []);
    const err = await provider()
      .writeAnalysis(FIXTURE_PATENT, draft)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcError);
    expect(err).toMatchObject({
      code: 'UNPROCESSABLE',
      message: expect.stringMatching(
        /^The model's patent_analysis did not match the schema: recommendations: /,
      ),
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('throws UNPROCESSABLE when the model answers text that is not JSON', async () => {
    fake = await startFakeOpenAi([{ kind: 'json', content: 'Sure! Here are your claims: 1. A lamp.' }]);
    await expect(provider().claims('A lamp.', [])).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'The model returned no valid JSON for patent_claims',
    });
  });

  it('returns the claims after retrying a 503, sending the existing claims and the patent_claims schema', async () => {
    fake = await startFakeOpenAi([
      { kind: 'status', status: 503 },
      {
        kind: 'json',
        content: JSON.stringify({
          claims: ['1. A lamp comprising a base.', '2. The lamp of claim 1, wherein the base is round.'],
        }),
      },
    ]);
    await expect(
      provider(5_000, 2).claims('A lamp with a round base.', ['1. A lamp comprising a base.']),
    ).resolves.toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
    expect(formatOf(1).json_schema).toMatchObject({
      name: 'patent_claims',
      strict: true,
      schema: { required: ['claims'] },
    });
    expect(messagesOf(1).at(-1)!.content).toContain('1. A lamp comprising a base.');
  });

  it('streams a chat answer grounded in the sources and the conversation so far, after retrying a 500', async () => {
    fake = await startFakeOpenAi([
      { kind: 'status', status: 500 },
      { kind: 'stream', chunks: ['See ', 'US5000001.'], delayMs: 5 },
    ]);
    const sources = await fixtureDeps().search.similar({ text: '' });
    const history = [
      { role: 'user' as const, content: 'I make bibs.' },
      { role: 'assistant' as const, content: 'Bibs are A41B.' },
    ];
    let text = '';
    for await (const piece of provider().answer({ question: 'What prior art is there?', sources, history }))
      text += piece;
    expect(text).toBe('See US5000001.');
    expect(fake.requests).toHaveLength(2);
    const messages = messagesOf(1);
    expect(messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('US5000001 — Bib clip (1995)'),
    });
    expect(messages.slice(1)).toEqual([...history, { role: 'user', content: 'What prior art is there?' }]);
  });

  it('tells the model which patent the question is about when the chat context names one', async () => {
    fake = await startFakeOpenAi([{ kind: 'stream', chunks: ['US9999001 claims magnets.'], delayMs: 1 }]);
    const sources = [
      {
        patentNumber: '9999001',
        title: 'Magnetic napkin holder',
        abstract: 'A holder.',
        date: null,
        cpc: [],
        score: 1,
      },
    ];
    for await (const _ of provider().answer({
      question: 'What is new here?',
      sources,
      history: [],
      focus: '9999001',
    }))
      void _;
    expect(messagesOf(0)[0].content).toMatch(
      /US9999001 — Magnetic napkin holder: A holder\.\nThe user is asking about US9999001 \(the first patent above\)/,
    );
  });

  it('stops reading the stream and closes the connection when the caller aborts', async () => {
    fake = await startFakeOpenAi([
      { kind: 'stream', chunks: Array.from({ length: 40 }, (_, i) => `w${i} `), delayMs: 20 },
    ]);
    const abort = new AbortController();
    const seen: string[] = [];
    // The openai client ends (or rejects) the iteration on abort; either way no piece arrives after it.
    await (async () => {
      for await (const piece of provider().answer({ question: 'q', sources: [], history: [] }, abort.signal))
        if (seen.push(piece) === 2) abort.abort();
    })().catch(() => undefined);
    expect(seen).toHaveLength(2);
    const deadline = Date.now() + 2_000;
    while (fake.cancelled === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(fake.cancelled).toBe(1);
  });
});
