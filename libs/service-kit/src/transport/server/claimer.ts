import { setTimeout as sleep } from 'node:timers/promises';
import type { ServiceMetrics } from '../../metrics/service-metrics.js';
import type { ConsumerGroup, Deliver, Entry } from './consumer-group.js';
import type { InFlight } from './in-flight.js';

/** A dead owner's entry must be idle this long to be claimed: lets one claimer win each entry. */
const DEAD_CLAIM_MIN_IDLE_MS = 200;
/** Pending entries read per pass; a longer pending list is read over the next passes. */
const PAGE = 512;

type PendingRow = [id: string, owner: string, idleMs: number, deliveries: number];

export interface ClaimerOptions {
  claimIdleMs: number;
  claimIntervalMs: number;
}

/**
 * Takes over the entries other consumers hold, in one pass over the group's pending list every claimIntervalMs.
 * An entry whose owner's liveness key has expired (a killed replica) is claimed at once; one a live consumer holds
 * (this replica included) only once idle claimIdleMs, to recover an entry it dropped: the server leaves a request
 * whose owner lives alone. Not-started requests then run here; see RedisStreamsServer.process for the rest.
 */
export class Claimer {
  private from = '-';
  private stopping = false;
  private readonly stopped = new AbortController();
  private loop?: Promise<void>;

  constructor(
    private readonly group: ConsumerGroup,
    private readonly opts: ClaimerOptions,
    private readonly slots: InFlight,
    private readonly deliver: Deliver,
    private readonly metrics?: ServiceMetrics,
  ) {}

  start(): void {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.stopped.abort();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      await sleep(this.opts.claimIntervalMs, undefined, { signal: this.stopped.signal }).catch(
        () => undefined,
      );
      if (this.stopping) break;
      try {
        await this.pass();
      } catch (err) {
        if (!this.stopping) this.group.log.warn({ err }, 'claiming pending requests failed');
        this.from = '-';
      }
    }
  }

  private async pass(): Promise<void> {
    if (this.slots.free <= 0) return;
    const { cmd, stream, group } = this.group;
    const rows = (await cmd.xpending(
      stream,
      group,
      'IDLE',
      DEAD_CLAIM_MIN_IDLE_MS,
      this.from,
      '+',
      PAGE,
    )) as PendingRow[];
    const owners = [...new Set(rows.map((r) => r[1]))];
    const alive = await Promise.all(owners.map((o) => this.group.isAlive(o)));
    const dead = new Set(owners.filter((_, i) => !alive[i]));
    const fromDead = rows.filter((r) => dead.has(r[1]));
    const idle = rows.filter((r) => !dead.has(r[1]) && Number(r[2]) >= this.opts.claimIdleMs);
    const left =
      (await this.claim(fromDead, DEAD_CLAIM_MIN_IDLE_MS)) + (await this.claim(idle, this.opts.claimIdleMs));
    // What is left for want of free slots is read again next pass; else on through a long list, then from the top.
    if (left === 0) this.from = rows.length < PAGE ? '-' : `(${rows[rows.length - 1][0]}`;
  }

  /** Claims as many rows as there are free slots and delivers them; returns how many were left. */
  private async claim(rows: PendingRow[], minIdleMs: number): Promise<number> {
    const take = rows.slice(0, Math.max(this.slots.free, 0));
    if (take.length === 0) return rows.length;
    const { cmd, stream, group, consumer, log } = this.group;
    // The min-idle makes a concurrent claimer's XCLAIM a no-op: only one replica takes each entry.
    const ids = take.map((r) => r[0]);
    const entries = (await cmd.xclaim(stream, group, consumer, minIdleMs, ...ids)) as Entry[];
    const live = entries.filter((e): e is [string, string[]] => e[1] !== null);
    if (live.length > 0) {
      const deliveries = new Map(take.map((r) => [r[0], Number(r[3]) + 1]));
      log.info({ count: live.length, from: [...new Set(take.map((r) => r[1]))] }, 'claimed pending requests');
      this.metrics?.rpcReclaimed(live.length);
      for (const [id, fields] of live) this.deliver(id, fields, deliveries.get(id)!, true);
    }
    return rows.length - take.length;
  }
}
