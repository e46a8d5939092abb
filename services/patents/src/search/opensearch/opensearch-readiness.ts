import type { Client } from '@opensearch-project/opensearch';
import type { SearchReadiness } from '../../readiness.js';

/**
 * Readiness of a replica searching OpenSearch: the cluster answers and the alias exists (the indexer made it). It
 * holds no index, so it is ready within a probe of start. Checked every `everyMs` in the background, since the
 * probe asks synchronously.
 */
export class OpenSearchReadiness implements SearchReadiness {
  readonly notReadyStatus = 'unavailable';
  private ready = false;
  private checkedAt: string | undefined;
  private error: string | undefined = 'not checked yet';
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly client: Client,
    private readonly alias: string,
    private readonly everyMs = 5_000,
  ) {}

  /** The first check, awaited (so a replica whose cluster answers starts ready), then one every `everyMs`. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async check(): Promise<boolean> {
    try {
      const res = await this.client.indices.existsAlias({ name: this.alias }, { requestTimeout: 2_000 });
      this.ready = res.body === true;
      this.error = this.ready ? undefined : `no index behind the alias ${this.alias} yet: run the indexer`;
    } catch (err) {
      this.ready = false;
      this.error = `OpenSearch did not answer: ${err instanceof Error ? err.message : String(err)}`;
    }
    this.checkedAt = new Date().toISOString();
    return this.ready;
  }

  isReady(): boolean {
    return this.ready;
  }

  status(): Record<string, unknown> {
    return {
      engine: 'opensearch',
      state: this.ready ? 'ready' : 'unavailable',
      alias: this.alias,
      checkedAt: this.checkedAt,
      ...(this.error ? { error: this.error } : {}),
    };
  }
}
