import { beforeAll, describe, expect, it } from 'vitest';
import { CorpusLandscapeSource } from '../../test/support/corpus-landscape.js';
import { LegalKnowledgeBase } from '../legal/legal-kb.js';
import { LocalProvider } from '../providers/local.provider.js';
import { assigneeKey } from './landscape.js';
import { StrategyService } from './strategy.service.js';

// Eight scenarios of different fields and questions, on the real first-run corpus and the real legal texts.
export const SCENARIOS: Record<string, string> = {
  drone:
    'We built an autonomous battery-swapping station for delivery drones: the drone lands on a pad, a robotic arm removes the depleted battery pack and inserts a charged one in under a minute. I showed it at a trade show on 2026-01-15. We want protection in Europe and Japan too. Our budget is $20,000.',
  solar:
    'Our startup makes a waterless cleaning robot for solar panels that moves along the panel rows with microfiber brushes and an electrostatic dust repeller. We filed a provisional on 2026-04-10. When is the next deadline and which countries should we cover?',
  gpu: 'A graphics processing unit schedules shader threads across streaming multiprocessors and compresses frame buffer memory to reduce bandwidth. We filed our US application on 2019-03-04 and it was granted on 2021-06-01. When are the maintenance fees due?',
  neural:
    'A neural network with a barometer neuron that stabilises track-while-scan association of sensor plots to predicted tracks. We published a paper about it at a conference on 2025-12-01. Can we still file in the US and in China?',
  napkin:
    'A napkin holder with two pairs of magnetic clips that keeps a napkin across the torso while eating. We filed a PCT application on 2025-06-10 claiming our provisional of 2024-06-12. When do we enter the national phase?',
  chair:
    'We want a design patent on the ornamental shape of a stacking chair with a curved plywood back. Our first filing was in Germany on 2026-05-01. How long do we have to file in the US, and what does it cost?',
  baseball:
    'A baseball bat with a vibration-damping handle insert and a weighted end cap to move the balance point. We sold the first bats on Kickstarter on 2025-02-01. Will investors value the patent?',
  camera:
    'An image sensor with stacked pixel layers and on-chip phase-detection autofocus for smartphone cameras. We have no filings yet and a budget of 15k EUR. Which countries matter most for us?',
};

const TODAY = '2026-11-25';
let source: CorpusLandscapeSource;
let kb: LegalKnowledgeBase;
const results: Record<string, Awaited<ReturnType<StrategyService['analyze']>>['analysis']> = {};

/** The sentences of an analysis apart from the marked general advice (normalised). */
function sentencesOf(a: (typeof results)[string]): Set<string> {
  const items = [
    ...a.items!.strengths,
    ...a.items!.weaknesses,
    ...a.items!.opportunities,
    ...a.items!.threats,
  ]
    .filter((i) => !i.general)
    .map((i) => i.text);
  const recs = a.recommendations.filter((r) => !/^General advice:/.test(r));
  return new Set(
    [...items, ...recs, a.competitiveLandscape, a.filingStrategy]
      .flatMap((t) => t.split(/(?<=[.!?])\s+(?=[A-Z])/))
      .map((s) => s.toLowerCase().replace(/\s+/g, ' ').trim())
      .filter((s) => s.length > 0),
  );
}

beforeAll(async () => {
  source = new CorpusLandscapeSource();
  kb = LegalKnowledgeBase.load();
  const service = new StrategyService(source, new LocalProvider(), kb, () => TODAY);
  for (const [name, scenario] of Object.entries(SCENARIOS))
    results[name] = (await service.analyze(scenario)).analysis;
}, 120_000);

describe('strategy over eight scenarios (real corpus, real legal texts)', () => {
  it('no two scenarios share more than 20 % of their sentences, apart from marked general advice', () => {
    const names = Object.keys(results);
    let worst = { pair: '', share: 0 };
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++) {
        const a = sentencesOf(results[names[i]]);
        const b = sentencesOf(results[names[j]]);
        const shared = [...a].filter((s) => b.has(s)).length;
        const share = shared / Math.min(a.size, b.size);
        if (share > worst.share) worst = { pair: `${names[i]}/${names[j]}`, share };
        if (share > 0.2)
          console.log(
            names[i],
            names[j],
            [...a].filter((x) => b.has(x)),
          );
      }
    console.log(`most shared sentences: ${worst.pair} ${(worst.share * 100).toFixed(0)} %`);
    expect(worst.share).toBeLessThanOrEqual(0.2);
  });

  it('every company the landscape names is an assignee of a patent in the relevant set', () => {
    for (const [name, a] of Object.entries(results)) {
      const setKeys = new Set(
        a.grounding.patents!.flatMap((p) => source.assigneesOf(p.patentNumber)).map(assigneeKey),
      );
      for (const c of a.grounding.topAssignees) {
        expect(setKeys.has(assigneeKey(c.name)), `${name}: ${c.name}`).toBe(true);
        for (const v of c.variants ?? []) expect(setKeys.has(assigneeKey(v))).toBe(true);
      }
      // And the text names no company outside it (the corpus' dominant assignee is the test case).
      const text = JSON.stringify([a.items, a.competitiveLandscape, a.recommendations]);
      if (/nvidia/i.test(text)) expect(setKeys.has('nvidia'), name).toBe(true);
      const sum = a.grounding.topAssignees.reduce((s, x) => s + x.count, 0);
      expect(sum).toBeLessThanOrEqual(a.grounding.matched * 3);
      if (a.grounding.matched) expect(a.grounding.dateRange).not.toBeNull();
    }
  });

  it('every item names evidence that exists, or is marked general', () => {
    for (const a of Object.values(results)) {
      const ids = new Set(a.evidence!.map((e) => e.id));
      for (const i of Object.values(a.items!).flat()) {
        if (i.general) continue;
        expect(i.evidence.length).toBeGreaterThan(0);
        for (const id of i.evidence) expect(ids.has(id), id).toBe(true);
      }
    }
  });

  it('answers the scenarios’ own questions from the calculator, or says they are outside it', () => {
    const drone = results.drone;
    const disclosure = drone.questions!.find((q) => q.topic === 'disclosure')!;
    expect(disclosure.answer).toContain('2027-01-15');
    expect(disclosure.answer).toContain('35 U.S.C. 102(b)(1)(A)');
    expect(drone.questions!.find((q) => q.topic === 'countries')!.answer).toMatch(/Europe, Japan/);
    expect(drone.questions!.find((q) => q.topic === 'budget')!.answer).toMatch(/\$20,000.*outside/);
    expect(results.solar.filingStrategy).toContain('2027-04-12'); // 2027-04-10 is a Saturday
    expect(results.napkin.questions!.find((q) => q.topic === 'timing')!.answer).toContain('2026-12-14');
    expect(results.chair.deadlines!.items.find((d) => d.id === 'paris-priority')!.due).toBe('2026-11-02');
    expect(results.gpu.deadlines!.items.find((d) => d.id === 'maintenance-1')!.due).toBe('2024-12-02');
    const other = results.baseball.questions!.find((q) => q.topic === 'other')!;
    expect(other).toMatchObject({ answered: false });
    expect(other.answer).toMatch(/^Outside what this engine can judge/);
    expect(results.camera.questions!.find((q) => q.topic === 'timing')?.answered ?? false).toBe(false);
  });
});
