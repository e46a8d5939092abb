import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import {
  bootstrapRpcService,
  createDatabase,
  createLogger,
  loadConfig,
  RpcClient,
  ServiceMetrics,
  type RunningService,
} from '@patent-hub/service-kit';
import { AiModule } from './ai.module.js';
import { AnalysesRepository } from './analysis/analyses.repository.js';
import { AnalysisService } from './analysis/analysis.service.js';
import { sharedEmbedder } from './engine/embeddings.js';
import { Assistant, LocalAnswerer, type Answerer } from './assistant/assistant.js';
import { AssistantTools } from './assistant/assistant-tools.js';
import { LlmAssistant } from './assistant/llm-assistant.js';
import { RpcPatentRecords } from './assistant/patent-answer.js';
import { ChatRepository } from './chat/chat.repository.js';
import { ChatService } from './chat/chat.service.js';
import { aiEnvSchema } from './config.js';
import { DraftingService } from './drafting/drafting.service.js';
import { AnalysisQueue } from './jobs/analysis.queue.js';
import { queueBoard } from './jobs/queue-board.js';
import { bullQueueProbe } from './jobs/queue-metrics.js';
import { LegalKnowledgeBase, legalDataDir, legalProblemText } from './legal/legal-kb.js';
import { RpcPatentsPort } from './patents/patents.gateway.js';
import { OpenAiProvider } from './providers/openai.provider.js';
import { selectProvider } from './providers/select-provider.js';
import { StrategyService } from './strategy/strategy.service.js';
import { AssistantStreamService } from './stream/assistant-stream.service.js';

export { startWorker } from './worker.js';

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export async function startService(env: NodeJS.ProcessEnv = process.env): Promise<RunningService> {
  const config = loadConfig(aiEnvSchema, env);
  const provider = selectProvider(config);
  const database = await createDatabase({
    url: config.DATABASE_URL,
    schema: 'ai',
    max: config.DB_POOL_MAX,
    migrationsFolder,
  });
  const metrics = new ServiceMetrics('ai');
  const rpc = await RpcClient.connect({
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    metrics,
  });
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
  const queue = new AnalysisQueue({
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    attempts: config.AI_JOB_ATTEMPTS,
    backoffMs: config.AI_JOB_BACKOFF_MS,
  });
  const patents = new RpcPatentsPort(rpc);
  // The patent-law knowledge base, read from PATENT_DATA_DIR/legal into memory (about 2 s, ~90 MB of heap).
  const kb = LegalKnowledgeBase.load(legalDataDir(env));
  // A line of the texts that is not a usable record is skipped with its file, line and field (`npm run legal:check`).
  const log = createLogger('ai', { level: config.LOG_LEVEL });
  if (kb.problems.length)
    log.warn(
      { skipped: kb.problems.length, first: kb.problems.slice(0, 5).map(legalProblemText) },
      'legal texts: lines skipped',
    );
  if (!kb.loaded)
    log.warn(
      { dir: legalDataDir(env) },
      'legal texts not found: the assistant quotes no section until PATENT_DATA_DIR/legal holds them',
    );
  else
    log.info(
      { dir: legalDataDir(env), sections: kb.sections.length, ms: Math.round(kb.loadMs) },
      'legal texts loaded',
    );
  // Prior art for a patent is shown as the analysis shows it: the field test's model loads on the first such answer.
  const assistant = new Assistant(kb, patents, new RpcPatentRecords(rpc), undefined, sharedEmbedder());
  // With a language model configured, the assistant is its tool-calling loop over the same evidence.
  const answerer: Answerer =
    provider instanceof OpenAiProvider
      ? new LlmAssistant(provider.client, provider.engine, new AssistantTools(kb, assistant), kb)
      : new LocalAnswerer(assistant, provider.engine);
  const stream = new AssistantStreamService(redis, config.REDIS_KEY_PREFIX, answerer);
  metrics.observeQueue(bullQueueProbe(queue.queue));
  const services = {
    analysis: new AnalysisService(
      new AnalysesRepository(database.db),
      queue,
      async (n) => (await patents.get(n)).number,
    ),
    chat: new ChatService(new ChatRepository(database.db), answerer),
    stream,
    drafting: new DraftingService(provider),
    strategy: new StrategyService(patents, provider, kb),
    legal: kb,
  };
  return bootstrapRpcService({
    service: 'ai',
    module: AiModule.forRoot(services),
    config,
    database,
    metrics,
    // Queue depth for dashboards and autoscaling; bull-board for operators, on the internal port only.
    internalHandler: queueBoard([queue.queue]),
    onClose: async () => {
      await stream.drain();
      await Promise.allSettled([queue.close(), rpc.close(), redis.quit(), database.close()]);
    },
  });
}
