import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type pg from 'pg';
import { JOB_BUCKETS, LATENCY_BUCKETS, METRIC } from './names.js';

/** Source of a queue's counts, read at scrape time (the kit knows no queue library). */
export interface QueueProbe {
  name: string;
  /** Jobs per state (waiting, active, delayed, completed, failed, paused...). */
  counts(): Promise<Record<string, number>>;
  /** Age in ms of the oldest waiting job, or undefined when none waits. */
  oldestWaitingMs(): Promise<number | undefined>;
}

/** Source of a Redis Streams consumer group's figures, read at scrape time. */
export interface StreamProbe {
  pending(): Promise<number>;
  length(): Promise<number>;
}

/**
 * One process's metrics: its own registry (several services can share a test process without mixing
 * their series), labelled `service`, with prom-client's Node defaults (event-loop lag, heap, RSS, CPU).
 * Families are created on first use, so a process exports only what it does.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly families = new Map<string, Counter | Gauge | Histogram>();
  private readonly pools = new Map<string, pg.Pool>();
  private readonly queues = new Map<string, QueueProbe>();
  private stream?: StreamProbe;

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }

  httpRequest(labels: { method: string; route: string; status: number }, seconds: number) {
    this.histogram(
      METRIC.httpDuration,
      'HTTP requests at the gateway by route template and status',
      ['method', 'route', 'status'],
      LATENCY_BUCKETS,
    ).observe(labels, seconds);
  }

  /** An RPC call as the caller saw it; code is OK or the RpcError code. */
  rpcClient(pattern: string, code: string, seconds: number) {
    this.histogram(
      METRIC.rpcClientDuration,
      'RPC calls made, by pattern and outcome code',
      ['pattern', 'code'],
      LATENCY_BUCKETS,
    ).observe({ pattern, code }, seconds);
    const errors = this.counter(METRIC.rpcClientErrors, 'RPC calls made that failed, by pattern and code', [
      'pattern',
      'code',
    ]);
    if (code === 'OK')
      errors.inc({ pattern, code: 'TIMEOUT' }, 0); // the series exists before the first error
    else errors.inc({ pattern, code });
  }

  /** An RPC request as the handling replica saw it. */
  rpcServer(pattern: string, code: string, seconds: number) {
    this.histogram(
      METRIC.rpcServerDuration,
      'RPC requests handled, by pattern and outcome code',
      ['pattern', 'code'],
      LATENCY_BUCKETS,
    ).observe({ pattern, code }, seconds);
    const errors = this.counter(
      METRIC.rpcServerErrors,
      'RPC requests handled that failed, by pattern and code',
      ['pattern', 'code'],
    );
    if (code === 'OK') errors.inc({ pattern, code: 'INTERNAL' }, 0);
    else errors.inc({ pattern, code });
  }

  /** Entries this replica took over from a stopped or stuck consumer (XCLAIM). */
  rpcReclaimed(count: number) {
    this.counter(METRIC.rpcReclaimed, 'RPC stream entries claimed from another consumer', []).inc(count);
  }

  /** The request stream this process serves: pending and length gauges read at scrape time. */
  observeStream(probe: StreamProbe) {
    this.stream = probe;
    this.counter(METRIC.rpcReclaimed, 'RPC stream entries claimed from another consumer', []).inc(0);
    const current = () => this.stream;
    this.gauge(
      METRIC.rpcStreamPending,
      'Entries delivered to a consumer of this service and not yet acknowledged',
      [],
      async function (this: Gauge) {
        const stream = current();
        if (stream) this.set(await stream.pending().catch(() => 0));
      },
    );
    this.gauge(
      METRIC.rpcStreamLength,
      "Entries in this service's request stream (trimmed below the oldest pending)",
      [],
      async function (this: Gauge) {
        const stream = current();
        if (stream) this.set(await stream.length().catch(() => 0));
      },
    );
  }

  /** A pg pool's connections: total, idle, waiting clients and the configured maximum. */
  observePool(pool: pg.Pool, name = 'main') {
    this.pools.set(name, pool);
    const read = (pick: (p: pg.Pool) => number) =>
      function (this: Gauge) {
        for (const [n, p] of pools) this.set({ pool: n }, pick(p));
      };
    const pools = this.pools;
    this.gauge(
      METRIC.dbPoolTotal,
      'PostgreSQL pool connections open (idle + in use)',
      ['pool'],
      read((p) => p.totalCount),
    );
    this.gauge(
      METRIC.dbPoolIdle,
      'PostgreSQL pool connections idle',
      ['pool'],
      read((p) => p.idleCount),
    );
    this.gauge(
      METRIC.dbPoolWaiting,
      'Queries waiting for a PostgreSQL pool connection',
      ['pool'],
      read((p) => p.waitingCount),
    );
    this.gauge(
      METRIC.dbPoolMax,
      'PostgreSQL pool size limit',
      ['pool'],
      read((p) => p.options.max ?? 10),
    );
  }

  /** A job queue's depth per state and the age of its oldest waiting job, read at scrape time. */
  observeQueue(probe: QueueProbe) {
    this.queues.set(probe.name, probe);
    const queues = this.queues;
    this.gauge(
      METRIC.queueJobs,
      'Jobs in the queue by state',
      ['queue', 'state'],
      async function (this: Gauge) {
        for (const q of queues.values()) {
          const counts = await q.counts().catch(() => undefined);
          if (counts) for (const [state, n] of Object.entries(counts)) this.set({ queue: q.name, state }, n);
        }
      },
    );
    this.gauge(
      METRIC.queueOldestWaiting,
      'Age of the oldest job waiting in the queue (0 when none waits)',
      ['queue'],
      async function (this: Gauge) {
        for (const q of queues.values())
          this.set({ queue: q.name }, ((await q.oldestWaitingMs().catch(() => undefined)) ?? 0) / 1000);
      },
    );
    this.jobFamilies(probe.name);
  }

  /** The search indexer's progress: changes sent to an index, and changes it still has to send in this pass. */
  searchIndexer(index: string, sent: number, pending: number) {
    this.counter(METRIC.searchIndexerChanges, 'Patent changes sent to the search index', ['index']).inc(
      { index },
      sent,
    );
    this.gauge(
      METRIC.searchIndexerPending,
      'Patent changes the indexer still has to send',
      ['index'],
      () => {},
    ).set({ index }, pending);
  }

  /** A job the worker finished: its run time, and the completed/failed counters. */
  jobFinished(queue: string, outcome: 'completed' | 'failed', seconds: number) {
    const f = this.jobFamilies(queue);
    f.duration.observe({ queue, outcome }, seconds);
    (outcome === 'completed' ? f.completed : f.failed).inc({ queue });
  }

  private jobFamilies(queue: string) {
    const f = {
      duration: this.histogram(
        METRIC.queueJobDuration,
        'Job run time in the worker by outcome',
        ['queue', 'outcome'],
        JOB_BUCKETS,
      ),
      completed: this.counter(METRIC.queueCompleted, 'Jobs completed by this worker', ['queue']),
      failed: this.counter(METRIC.queueFailed, 'Job attempts that failed in this worker', ['queue']),
    };
    f.completed.inc({ queue }, 0);
    f.failed.inc({ queue }, 0);
    return f;
  }

  private counter(name: string, help: string, labelNames: string[]): Counter {
    return this.family(
      name,
      () => new Counter({ name, help, labelNames, registers: [this.registry] }),
    ) as Counter;
  }

  private histogram(name: string, help: string, labelNames: string[], buckets: number[]): Histogram {
    return this.family(
      name,
      () => new Histogram({ name, help, labelNames, buckets, registers: [this.registry] }),
    ) as Histogram;
  }

  private gauge(
    name: string,
    help: string,
    labelNames: string[],
    collect: (this: Gauge) => void | Promise<void>,
  ): Gauge {
    return this.family(
      name,
      () => new Gauge({ name, help, labelNames, collect, registers: [this.registry] }),
    ) as Gauge;
  }

  private family(name: string, create: () => Counter | Gauge | Histogram) {
    let f = this.families.get(name);
    if (!f) this.families.set(name, (f = create()));
    return f;
  }
}
