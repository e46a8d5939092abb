/** What `startService(env)` returns; `close()` is idempotent. */
export interface RunningService {
  name: string;
  close(): Promise<void>;
  url?: string;
}
