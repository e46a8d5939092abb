/** What `startService(env)` returns; `close()` is idempotent. */
export interface RunningService {
  name: string;
  close(): Promise<void>;
  url?: string;
  /** The internal port's base URL (GET /metrics, /healthz) when it is served. */
  metricsUrl?: string;
}
