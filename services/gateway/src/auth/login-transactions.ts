import { randomBytes } from 'node:crypto';
import { loginTransactionSchema, type LoginTransaction } from '@patent-hub/contracts';
import type { Redis } from 'ioredis';

const TTL_MS = 10 * 60 * 1000;

/** A pending sign-in (state, nonce, PKCE verifier), kept server-side and usable once. */
export class LoginTransactions {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  key(id: string): string {
    return `${this.prefix}login:${id}`;
  }

  async save(tx: LoginTransaction): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(id), JSON.stringify(tx), 'PX', TTL_MS);
    return id;
  }

  /** Reads and deletes in one step, so a replayed callback finds nothing. */
  async take(id: string): Promise<LoginTransaction | undefined> {
    const raw = await this.redis.getdel(this.key(id));
    if (!raw) return undefined;
    const parsed = loginTransactionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  }
}
