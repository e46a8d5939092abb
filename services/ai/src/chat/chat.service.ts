import type { AiEngine, ChatMessage } from '@patent-hub/contracts';
import type { PatentsPort } from '../patents/patents.gateway.js';
import type { AiProvider } from '../providers/ai-provider.js';
import { citedNumbers, contextualSources } from './chat-grounding.js';
import type { ChatRepository } from './chat.repository.js';

export class ChatService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly patents: PatentsPort,
    private readonly provider: AiProvider,
  ) {}

  async history(userId: string, limit: number): Promise<{ messages: ChatMessage[] }> {
    return { messages: await this.repo.history(userId, limit) };
  }

  /** `context` grounds the answer (see contextualSources): the panel sends 'patent_assistant'; a patent number focuses it. */
  async send(
    userId: string,
    content: string,
    context?: string,
  ): Promise<{ userMessage: ChatMessage; assistantMessage: ChatMessage }> {
    const history = (await this.repo.history(userId, 10)).map((m) => ({ role: m.role, content: m.content }));
    const { sources, focus } = await contextualSources(this.patents, content, context);
    let answer = '';
    for await (const piece of this.provider.answer({ question: content, sources, history, focus }))
      answer += piece;
    const now = Date.now();
    const userMessage = await this.repo.add(userId, { role: 'user', content, createdAt: new Date(now) });
    const engine: AiEngine = this.provider.engine;
    const assistantMessage = await this.repo.add(userId, {
      role: 'assistant',
      content: answer,
      citations: citedNumbers(answer, sources),
      engine,
      createdAt: new Date(now + 1),
    });
    return { userMessage, assistantMessage };
  }

  async clear(userId: string): Promise<{ deleted: number }> {
    return { deleted: await this.repo.clear(userId) };
  }
}
