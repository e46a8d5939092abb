import type { AiEngine, ChatMessage } from '@patent-hub/contracts';
import type { PriorArtCandidate } from '../engine/types.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import type { AiProvider } from '../providers/ai-provider.js';
import type { ChatRepository } from './chat.repository.js';

/** Finds corpus patents relevant to a question; the answer cites them by number. A search outage leaves the answer ungrounded, not failed. */
export async function groundingSources(patents: PatentsPort, question: string, limit = 5): Promise<PriorArtCandidate[]> {
  try {
    // A short deadline: a chat answer should not wait long on the corpus.
    return await patents.similar({ text: question, limit, timeoutMs: 3_000 });
  } catch {
    return [];
  }
}

export function citedNumbers(text: string, sources: PriorArtCandidate[]): string[] {
  return sources.map((s) => s.patentNumber).filter((n) => text.includes(n));
}

export class ChatService {
  constructor(private readonly repo: ChatRepository, private readonly patents: PatentsPort, private readonly provider: AiProvider) {}

  async history(userId: string, limit: number): Promise<{ messages: ChatMessage[] }> {
    return { messages: await this.repo.history(userId, limit) };
  }

  async send(userId: string, content: string): Promise<{ userMessage: ChatMessage; assistantMessage: ChatMessage }> {
    const history = (await this.repo.history(userId, 10)).map((m) => ({ role: m.role, content: m.content }));
    const sources = await groundingSources(this.patents, content);
    let answer = '';
    for await (const piece of this.provider.answer({ question: content, sources, history })) answer += piece;
    const now = Date.now();
    const userMessage = await this.repo.add(userId, { role: 'user', content, createdAt: new Date(now) });
    const engine: AiEngine = this.provider.engine;
    const assistantMessage = await this.repo.add(userId, { role: 'assistant', content: answer, citations: citedNumbers(answer, sources), engine, createdAt: new Date(now + 1) });
    return { userMessage, assistantMessage };
  }

  async clear(userId: string): Promise<{ deleted: number }> {
    return { deleted: await this.repo.clear(userId) };
  }
}
