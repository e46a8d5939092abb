import { afterEach, describe, expect, it } from 'vitest';
import { analysisSchema } from '@patent-hub/contracts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/support/fake-openai-server.js';
import { FIXTURE_PATENT, fixtureDeps } from '../../test/support/fixture-deps.js';
import { OpenAiProvider } from '../providers/openai.provider.js';
import { analyzePatent } from './analyze-patent.use-case.js';
import { citedNumbers } from './analysis-narrative.js';

// Issue 23 item 8: with a model configured it writes summary, differences and recommendations from the evidence;
// every patent number it cites must be one of the evidence's; else ask once more, then the local text with a note.
let fake: FakeOpenAi | undefined;
afterEach(async () => fake?.close());

const good = {
  summary: 'US9999001 claims a napkin holder whose clamps carry magnets.',
  differences: [
    { patent: 'US5000001', difference: 'US5000001 shows the lanyard but no magnet in its clips.' },
  ],
  recommendations: ['Rest the claims on the magnets, which US5000001 lacks.'],
};
const inventing = {
  ...good,
  summary: 'A napkin holder like US 7,123,456 but with magnets.',
  recommendations: ['Distinguish US8000002 and US5000001.'],
};

async function run(replies: object[]) {
  fake = await startFakeOpenAi(replies.map((r) => ({ kind: 'json' as const, content: JSON.stringify(r) })));
  const provider = new OpenAiProvider({
    apiKey: 'k',
    baseURL: fake.baseURL,
    model: 'gpt-test',
    timeoutMs: 5_000,
    maxRetries: 0,
  });
  const local = await analyzePatent(fixtureDeps(), FIXTURE_PATENT.number, 1);
  const sut = await analyzePatent({ ...fixtureDeps(), provider }, FIXTURE_PATENT.number, 1);
  analysisSchema.parse(sut);
  const prompts = fake.requests.map((r) => (r.body.messages as { content: string }[]).at(-1)!.content);
  return { sut, local, prompts };
}

describe('the model writes the words from the evidence (loopback OpenAI-compatible server)', () => {
  it('reads patent numbers in their usual spellings', () => {
    expect(
      citedNumbers(
        'See US 7,123,456 B2, U.S. Pat. No. 5,000,001, US8000002B1, D531781 and RE44891; in 2003.',
      ),
    ).toEqual(['7123456', '5000001', '8000002', 'D531781', 'RE44891']);
  });

  it("uses a good answer as it is, marks each part as the model's, and sends the evidence", async () => {
    const { sut, local, prompts } = await run([good]);
    expect(prompts).toHaveLength(1);
    expect(sut.summary).toBe(good.summary);
    expect(sut.priorArt[0].difference).toBe(good.differences[0].difference);
    expect(sut.recommendations).toEqual(good.recommendations);
    expect(sut.writtenBy).toEqual({
      summary: { provider: 'openai', model: 'gpt-test', label: 'OpenAI-compatible model gpt-test' },
      differences: { provider: 'openai', model: 'gpt-test', label: 'OpenAI-compatible model gpt-test' },
      recommendations: { provider: 'openai', model: 'gpt-test', label: 'OpenAI-compatible model gpt-test' },
    });
    // Scores stay local; the evidence carries the abstract, the chart passages, the dates and the score signals.
    expect([sut.noveltyScore, sut.technicalMerit, sut.commercialPotential]).toEqual([
      local.noveltyScore,
      local.technicalMerit,
      local.commercialPotential,
    ]);
    const evidence = JSON.parse(prompts[0].slice(prompts[0].indexOf('Evidence: ') + 10));
    expect(evidence.references[0]).toMatchObject({
      patent: 'US5000001',
      abstract: 'A lanyard with a pair of clamps attached to the lanyard holds a bib.',
      date: '1995-01-01',
      // Term coverage comes with the elements the chart found disclosed, so a model does not read it as a match.
      termCoverage: expect.stringMatching(/^\d+%$/),
      elementsDisclosed: expect.stringMatching(/^\d+ of \d+$/),
    });
    expect(evidence.references[0].elementCoverage).toBeUndefined();
    expect(evidence.references[0].chart[0]).toMatchObject({
      passage: expect.any(String),
      disclosed: expect.any(Boolean),
    });
    expect(evidence.patent.priorArtCutoff.date).toBe('2003-01-09');
    expect(evidence.scores.novelty.signals.length).toBeGreaterThan(0);
    expect(prompts[0]).toMatch(/Do not give or change scores/);
  });

  it('asks again once when a citation is invented, and takes the good second answer', async () => {
    const { sut, prompts } = await run([inventing, good]);
    expect(prompts).toHaveLength(2);
    expect(prompts[1]).toMatch(
      /Your previous answer cited US7123456, US8000002, which are not in the evidence/,
    );
    expect(sut.summary).toBe(good.summary);
    expect(sut.recommendations).toEqual(good.recommendations);
    expect(Object.values(sut.writtenBy!).map((p) => [p.provider, p.note])).toEqual([
      ['openai', undefined],
      ['openai', undefined],
      ['openai', undefined],
    ]);
  });

  it('falls back to the local text with a note when both answers invent citations', async () => {
    const { sut, local, prompts } = await run([inventing, inventing]);
    expect(prompts).toHaveLength(2);
    expect(sut.summary).toBe(local.summary);
    expect(sut.summarySource).toBe(local.summarySource);
    expect(sut.recommendations).toEqual(local.recommendations);
    expect(sut.writtenBy!.summary).toMatchObject({
      provider: 'local',
      note: "The model gpt-test cited US7123456, not among the evidence's references, in two answers; the local engine's text is shown instead.",
    });
    expect(sut.writtenBy!.recommendations).toMatchObject({
      provider: 'local',
      note: expect.stringContaining('US8000002'),
    });
    // The differences cited only the evidence's reference: the model's stand.
    expect(sut.writtenBy!.differences).toMatchObject({ provider: 'openai' });
    expect(sut.priorArt[0].difference).toBe(good.differences[0].difference);
    expect(sut.engine.provider).toBe('openai');
  });
});
