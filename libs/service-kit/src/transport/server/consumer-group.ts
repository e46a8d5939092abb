import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { rpcKeys } from '../keys.js';

/** A stream entry as XREADGROUP / XCLAIM return it; no fields when it was deleted meanwhile. */
export type Entry = [id: string, fields: string[] | null];

/** Hands an entry read or claimed by this replica to the server, which runs and finishes it. */
export type Deliver = (entryId: string, fields: string[], deliveries: number, claimed: boolean) => void;

/** A consumer with nothing pending and no liveness key, unseen this long, is removed from the group. */
const GONE_CONSUMER_IDLE_MS = 60_000;

/**
 * This replica as one consumer of its service's group: the stream, the command connection, the liveness keys
 * that tell a dead consumer from a slow one, and the group's upkeep (trimming, forgetting gone consumers).
 */
export class ConsumerGroup {
  readonly stream: string;
  readonly group: string;

  constructor(
    readonly cmd: Redis,
    readonly prefix: string,
    readonly service: string,
    readonly consumer: string,
    private readonly heartbeatTtlMs: number,
    readonly log: Logger,
  ) {
    this.stream = rpcKeys.stream(prefix, service);
    this.group = service;
  }

  async ensure(): Promise<void> {
    try {
      // From id 0: requests sent before any replica existed are still served (or answered TIMEOUT).
      await this.cmd.xgroup('CREATE', this.stream, this.group, '0', 'MKSTREAM');
    } catch (err) {
      if (!String(err).includes('BUSYGROUP')) throw err;
    }
  }

  async heartbeat(): Promise<void> {
    await this.cmd.set(this.aliveKey(this.consumer), '1', 'PX', this.heartbeatTtlMs);
  }

  /** This replica, or another whose liveness key has not expired. */
  async isAlive(consumer: string): Promise<boolean> {
    return consumer === this.consumer || (await this.cmd.exists(this.aliveKey(consumer))) === 1;
  }

  async ack(entryId: string): Promise<void> {
    await this.cmd.xack(this.stream, this.group, entryId);
  }

  async pendingCount(): Promise<number> {
    return ((await this.cmd.xpending(this.stream, this.group)) as [number])[0];
  }

  /** Trims acked entries and removes consumers long gone. */
  async upkeep(): Promise<void> {
    await this.trim();
    await this.forgetGoneConsumers();
  }

  /** Leaves the group at close: as a consumer when nothing is left pending, and its liveness key. */
  async leave(): Promise<void> {
    const mine = (await this.cmd.xpending(this.stream, this.group, '-', '+', 1, this.consumer)) as unknown[];
    if (mine.length === 0) await this.cmd.xgroup('DELCONSUMER', this.stream, this.group, this.consumer);
    await this.cmd.del(this.aliveKey(this.consumer));
  }

  private aliveKey(consumer: string): string {
    return rpcKeys.alive(this.prefix, this.service, consumer);
  }

  private async trim(): Promise<void> {
    // Everything before the oldest pending entry (or the last delivered one) has been acked.
    const summary = (await this.cmd.xpending(this.stream, this.group)) as [number, string | null];
    let minId = summary[0] > 0 ? summary[1] : null;
    if (!minId) {
      const groups = ((await this.cmd.xinfo('GROUPS', this.stream)) as unknown[][]).map(toRecord);
      const mine = groups.find((g) => g.name === this.group);
      if (mine) minId = String(mine['last-delivered-id']);
    }
    if (minId && minId !== '0-0') await this.cmd.xtrim(this.stream, 'MINID', '~', minId);
  }

  private async forgetGoneConsumers(): Promise<void> {
    const consumers = ((await this.cmd.xinfo('CONSUMERS', this.stream, this.group)) as unknown[][]).map(
      toRecord,
    );
    for (const c of consumers) {
      const name = String(c.name);
      if (Number(c.pending) > 0 || Number(c.idle) < GONE_CONSUMER_IDLE_MS) continue;
      if (await this.isAlive(name)) continue;
      await this.cmd.xgroup('DELCONSUMER', this.stream, this.group, name);
    }
  }
}

function toRecord(flat: unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) out[String(flat[i])] = flat[i + 1];
  return out;
}
