import type { AiEngine, ChatMessage } from '@patent-hub/contracts';
import { writeAnswer, type Assistant } from '../assistant/assistant.js';
import type { AiProvider } from '../providers/ai-provider.js';
import type { ChatRepository } from './chat.repository.js';

export class ChatService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly assistant: Assistant,
    private readonly provider: AiProvider,
  ) {}

  async history(userId: string, limit: number): Promise<{ messages: ChatMessage[] }> {
    return { messages: await this.repo.history(userId, limit) };
  }

  /**
   * Answers with the server-kept history as the conversation so far (the last 10 messages), so a follow-up ("and
   * for a design patent?") continues the previous question. `context`: 'patent_assistant' (the panel), a patent
   * number (that patent), or the page's criteria.
   */
  async send(
    userId: string,
    content: string,
    context?: string,
  ): Promise<{ userMessage: ChatMessage; assistantMessage: ChatMessage }> {
    const history = (await this.repo.history(userId, 10)).map((m) => ({ role: m.role, content: m.content }));
    const engine: AiEngine = this.provider.engine;
    const prepared = await this.assistant.prepare(content, history, context, engine);
    let answer = '';
    for await (const piece of writeAnswer(prepared, content, history, this.provider)) answer += piece;
    const now = Date.now();
    const userMessage = await this.repo.add(userId, { role: 'user', content, createdAt: new Date(now) });
    const assistantMessage = await this.repo.add(userId, {
      role: 'assistant',
      content: answer,
      citations: prepared.citations,
      sources: prepared.sources,
      engine,
      createdAt: new Date(now + 1),
    });
    return { userMessage, assistantMessage };
  }

  async clear(userId: string): Promise<{ deleted: number }> {
    return { deleted: await this.repo.clear(userId) };
  }
}
