import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { ConsumerGroup, Deliver, Entry } from './consumer-group.js';
import type { InFlight } from './in-flight.js';

/** Reads new entries for this consumer (XREADGROUP `>`), as many as it has free slots, on a connection of its own. */
export class Reader {
  private conn?: Redis;
  private clientId?: number;
  private stopping = false;
  private loop?: Promise<void>;

  constructor(
    private readonly group: ConsumerGroup,
    private readonly redisUrl: string,
    private readonly blockMs: number,
    private readonly slots: InFlight,
    private readonly deliver: Deliver,
  ) {}

  async start(): Promise<void> {
    const conn = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
    this.conn = conn;
    conn.on('ready', () => void this.refreshClientId());
    conn.on('error', (err) => this.group.log.warn({ err }, 'redis error (reader)'));
    await this.refreshClientId();
    this.loop = this.run(conn);
  }

  /** Unblocks a waiting XREADGROUP (from the command connection) and ends the loop. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.clientId !== undefined) {
      await this.group.cmd.call('CLIENT', 'UNBLOCK', String(this.clientId)).catch(() => undefined);
    }
    this.slots.wake();
    await this.loop;
    this.conn?.disconnect();
  }

  disconnect(): void {
    this.conn?.disconnect();
  }

  private async refreshClientId() {
    try {
      this.clientId = Number(await this.conn!.client('ID'));
    } catch {
      // reconnecting; the next 'ready' retries
    }
  }

  private async run(conn: Redis): Promise<void> {
    const { stream, group, consumer, log } = this.group;
    while (!this.stopping) {
      const free = this.slots.free;
      if (free <= 0) {
        await this.slots.waitForSlot();
        continue;
      }
      try {
        const res = (await conn.xreadgroup(
          'GROUP',
          group,
          consumer,
          'COUNT',
          free,
          'BLOCK',
          this.blockMs,
          'STREAMS',
          stream,
          '>',
        )) as [string, Entry[]][] | null;
        // Entries that arrive while stopping are ours (in our pending list): handle them anyway.
        for (const [id, fields] of res?.[0][1] ?? []) if (fields) this.deliver(id, fields, 1, false);
      } catch (err) {
        if (this.stopping) break;
        if (String(err).includes('NOGROUP')) await this.group.ensure().catch(() => undefined);
        else log.warn({ err }, 'XREADGROUP failed');
        await sleep(250);
      }
    }
  }
}
