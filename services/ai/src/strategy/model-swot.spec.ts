import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CorpusLandscapeSource } from '../../test/support/corpus-landscape.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/support/fake-openai-server.js';
import { LegalKnowledgeBase } from '../legal/legal-kb.js';
import { OpenAiProvider } from '../providers/openai.provider.js';
import { citationsIn } from './model-swot.js';
import { StrategyService } from './strategy.service.js';

const SCENARIO =
  'A graphics processing unit schedules shader threads across streaming multiprocessors and compresses frame buffer memory to reduce bandwidth. I showed it at a trade show on 2026-01-15. Can we also file in Europe?';

let fake: FakeOpenAi | undefined;
let source: CorpusLandscapeSource;
let kb: LegalKnowledgeBase;
beforeAll(() => {
  source = new CorpusLandscapeSource();
  kb = LegalKnowledgeBase.load();
}, 60_000);
afterEach(async () => fake?.close());

const service = () =>
  new StrategyService(
    source,
    new OpenAiProvider({
      apiKey: 'k',
      baseURL: fake!.baseURL,
      model: 'gpt-test',
      timeoutMs: 5_000,
      maxRetries: 0,
    }),
    kb,
    () => '2026-11-25',
  );
const item = (text: string, evidence: string[], general = false) => ({ text, evidence, general });
const draft = (threat: string, evidence: string[]) =>
  JSON.stringify({
    strengths: [
      item('The trade-show disclosure is graced in the US until 2027-01-15 (35 U.S.C. 102(b)(1)).', [
        'D-grace-period-us',
      ]),
    ],
    // The corpus (mostly one company's GPU grants) gives this scenario no relevant set: the landscape evidence is L-set.
    weaknesses: [item('The corpus shows no relevant patent set for this scenario.', ['L-set'])],
    opportunities: [],
    threats: [item(threat, evidence)],
    competitiveLandscape: 'Not assessed: no relevant patent set.',
    filingStrategy: 'File in the US by 2027-01-15.',
    recommendations: [item('Have a practitioner review it.', [], true)],
  });

describe('the model writes the SWOT from the evidence under a citation check', () => {
  it('keeps a draft whose every patent, section and date is in the evidence', async () => {
    fake = await startFakeOpenAi([
      { kind: 'json', content: draft('The disclosure may bar a European patent.', ['D-grace-period-us']) },
    ]);
    const a = (await service().analyze(SCENARIO)).analysis;
    expect(a.engine).toMatchObject({ provider: 'openai', model: 'gpt-test' });
    expect(a.writtenBy).toMatch(/citation check passed$/);
    expect(a.items!.strengths[0].text).toContain('2027-01-15');
    // The prompt carries the evidence ids and the calculator's answer to the trade-show question.
    const prompt = JSON.stringify(fake.requests[0].body.messages);
    expect(prompt).toContain('[D-grace-period-us]');
    expect(prompt).toContain('[L-set]');
    expect(fake.requests).toHaveLength(1);
  });

  it('sends a draft citing what the evidence lacks back once, and keeps the corrected one', async () => {
    fake = await startFakeOpenAi([
      { kind: 'json', content: draft('US9999999 blocks you (37 CFR 1.56).', ['D-grace-period-us']) },
      { kind: 'json', content: draft('The disclosure may bar a European patent.', ['D-grace-period-us']) },
    ]);
    const a = (await service().analyze(SCENARIO)).analysis;
    expect(fake.requests).toHaveLength(2);
    const retry = JSON.stringify(fake.requests[1].body.messages);
    expect(retry).toContain('US9999999 is not in the evidence');
    expect(retry).toContain('37 CFR 1.56 is not in the evidence');
    expect(a.writtenBy).toMatch(/passed on the second attempt/);
    expect(a.engine.provider).toBe('openai');
  });

  it('falls back to the local text with a note when the second draft fails too', async () => {
    fake = await startFakeOpenAi([
      { kind: 'json', content: draft('Filed by 2031-01-01 or lose it.', ['L-nope']) },
    ]);
    const a = (await service().analyze(SCENARIO)).analysis;
    expect(fake.requests).toHaveLength(2);
    expect(a.engine.provider).toBe('local');
    expect(a.writtenBy).toMatch(
      /failed the citation check twice \(2031-01-01 is not in the evidence; evidence id L-nope/,
    );
    expect(a.threats.join(' ')).not.toContain('2031-01-01');
  });

  it('reads patent numbers, sections and dates as citations', () => {
    expect(citationsIn('US8,295,621 and US8295621 under 35 U.S.C. 102(b)(1) by 2027-01-15')).toEqual([
      'US8295621',
      '35 USC 102',
      '2027-01-15',
    ]);
  });
});
