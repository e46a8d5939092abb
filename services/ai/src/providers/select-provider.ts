import type { AiProvider } from './ai-provider.js';
import { LocalProvider } from './local.provider.js';
import { OpenAiProvider } from './openai.provider.js';

export interface ProviderConfig {
  AI_PROVIDER?: 'local' | 'openai';
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL: string;
  OPENAI_TIMEOUT_MS: number;
  OPENAI_MAX_RETRIES: number;
}

/** AI_PROVIDER selects; without it, openai when a key is set, else local. */
export function selectProvider(c: ProviderConfig): AiProvider {
  const wanted = c.AI_PROVIDER ?? (c.OPENAI_API_KEY ? 'openai' : 'local');
  if (wanted === 'local') return new LocalProvider();
  if (!c.OPENAI_API_KEY) throw new Error('AI_PROVIDER=openai needs OPENAI_API_KEY');
  return new OpenAiProvider({
    apiKey: c.OPENAI_API_KEY,
    baseURL: c.OPENAI_BASE_URL,
    model: c.OPENAI_MODEL,
    timeoutMs: c.OPENAI_TIMEOUT_MS,
    maxRetries: c.OPENAI_MAX_RETRIES,
  });
}
