import type { PatentsPort } from '../patents/patents.gateway.js';
import type { AiProvider } from '../providers/ai-provider.js';
import { groundingNote } from '../engine/strategy.js';

/** SWOT grounded in the corpus landscape near the scenario, and saying so. */
export class StrategyService {
  constructor(
    private readonly patents: PatentsPort,
    private readonly provider: AiProvider,
  ) {}

  async analyze(scenario: string) {
    const land = await this.patents.landscape(scenario, 10);
    const swot = await this.provider.strategy(scenario, land);
    return {
      analysis: {
        ...swot,
        grounding: {
          matched: land.matched,
          topAssignees: land.topAssignees,
          topCpcGroups: land.topCpcGroups.map((g) => ({ group: g.code, count: g.count })),
          filingsByYear: land.filingsByYear,
          note: groundingNote(land),
        },
        engine: this.provider.engine,
      },
    };
  }
}
