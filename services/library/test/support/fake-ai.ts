// A stand-in ai service for the library's end-to-end tests: answers only ai.hasAnalyses, from a set
// the test controls, on the real Redis Streams transport.
import { Controller, Module } from '@nestjs/common';
import { AI, type RpcParsed } from '@patent-hub/contracts';
import { bootstrapRpcService, RpcHandler, type RunningService } from '@patent-hub/service-kit';

export const analysedNumbers = new Set<string>();
export const hasAnalysesCalls: string[][] = [];

@Controller()
class FakeAiController {
  @RpcHandler(AI.hasAnalyses)
  hasAnalyses(p: RpcParsed<typeof AI.hasAnalyses>) {
    hasAnalysesCalls.push(p.patentNumbers);
    return { results: Object.fromEntries(p.patentNumbers.map((n) => [n, analysedNumbers.has(n)])) };
  }
}

@Module({ controllers: [FakeAiController] })
class FakeAiModule {}

export function startFakeAi(env: Record<string, string>): Promise<RunningService> {
  return bootstrapRpcService({
    service: 'ai',
    module: FakeAiModule,
    config: {
      REDIS_URL: env.REDIS_URL,
      REDIS_KEY_PREFIX: env.REDIS_KEY_PREFIX,
      RPC_TIMEOUT_MS: 5_000,
      LOG_LEVEL: 'warn',
    },
  });
}
