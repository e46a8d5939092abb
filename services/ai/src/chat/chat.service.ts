import type { ChatMessage } from '@patent-hub/contracts';
import type { Answerer } from '../assistant/assistant.js';
import { HISTORY_TURNS } from '../assistant/question.js';
import type { ChatRepository } from './chat.repository.js';

export class ChatService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly answerer: Answerer,
  ) {}

  async history(userId: string, limit: number): Promise<{ messages: ChatMessage[] }> {
    return { messages: await this.repo.history(userId, limit) };
  }

  /**
   * Answers with the server-kept history as the conversation so far (the last HISTORY_TURNS messages), so a follow-up ("and
   * for a design patent?") continues the previous question. `context`: 'patent_assistant' (the panel), a patent
   * number (that patent), or the page's criteria.
   */
  async send(
    userId: string,
    content: string,
    context?: string,
  ): Promise<{ userMessage: ChatMessage; assistantMessage: ChatMessage }> {
    const history = (await this.repo.history(userId, HISTORY_TURNS)).map((m) => ({
      role: m.role,
      content: m.content,
    }));
    const engine = this.answerer.engine;
    const run = this.answerer.start(content, history, context);
    let answer = '';
    for await (const piece of run.pieces) answer += piece;
    const now = Date.now();
    const userMessage = await this.repo.add(userId, { role: 'user', content, createdAt: new Date(now) });
    const assistantMessage = await this.repo.add(userId, {
      role: 'assistant',
      content: answer,
      citations: run.outcome.citations,
      sources: run.outcome.sources,
      engine,
      createdAt: new Date(now + 1),
    });
    return { userMessage, assistantMessage };
  }

  async clear(userId: string): Promise<{ deleted: number }> {
    return { deleted: await this.repo.clear(userId) };
  }
}
