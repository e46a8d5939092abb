import { and, asc, desc, eq } from 'drizzle-orm';
import type { AiEngine, AnswerSource, ChatMessage } from '@patent-hub/contracts';
import type { AiDb } from '../db/database.js';
import { chatMessages } from '../db/schema.js';

type Row = typeof chatMessages.$inferSelect;
const toMessage = (r: Row): ChatMessage => ({
  id: r.id,
  role: r.role as ChatMessage['role'],
  content: r.content,
  createdAt: r.createdAt.toISOString(),
  ...(r.citations ? { citations: r.citations } : {}),
  ...(r.engine ? { engine: r.engine as AiEngine } : {}),
  ...(r.sources ? { sources: r.sources } : {}),
});

export class ChatRepository {
  constructor(private readonly db: AiDb) {}

  /** The newest `limit` messages, oldest first. */
  async history(userId: string, limit: number): Promise<ChatMessage[]> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(desc(chatMessages.createdAt), asc(chatMessages.role))
      .limit(limit);
    return rows.reverse().map(toMessage);
  }

  async add(
    userId: string,
    m: {
      role: 'user' | 'assistant';
      content: string;
      citations?: string[];
      engine?: AiEngine;
      sources?: AnswerSource[];
      createdAt?: Date;
    },
  ): Promise<ChatMessage> {
    const [row] = await this.db
      .insert(chatMessages)
      .values({
        userId,
        role: m.role,
        content: m.content,
        citations: m.citations ?? null,
        engine: m.engine ?? null,
        sources: m.sources ?? null,
        createdAt: m.createdAt ?? new Date(),
      })
      .returning();
    return toMessage(row);
  }

  async clear(userId: string): Promise<number> {
    const rows = await this.db
      .delete(chatMessages)
      .where(and(eq(chatMessages.userId, userId)))
      .returning({ id: chatMessages.id });
    return rows.length;
  }
}
