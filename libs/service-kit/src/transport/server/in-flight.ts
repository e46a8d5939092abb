import { setTimeout as delay } from 'node:timers/promises';

/** The requests this replica is handling: at most `limit` at once, waited for at close. */
export class InFlight {
  private readonly running = new Set<Promise<void>>();
  private slotFreed?: () => void;

  constructor(private readonly limit: number) {}

  get free(): number {
    return this.limit - this.running.size;
  }

  get size(): number {
    return this.running.size;
  }

  add(request: Promise<void>): void {
    this.running.add(request);
    const done = () => {
      this.running.delete(request);
      this.wake();
    };
    void request.then(done, done);
  }

  /** Resolves when a request finishes, or at wake(). */
  waitForSlot(): Promise<void> {
    return new Promise<void>((resolve) => (this.slotFreed = resolve));
  }

  wake(): void {
    const wake = this.slotFreed;
    this.slotFreed = undefined;
    wake?.();
  }

  /** Waits for every running request (also those added meanwhile), at most timeoutMs; false if some still run. */
  async drain(timeoutMs: number): Promise<boolean> {
    const stop = new AbortController();
    const timeout = delay(timeoutMs, 'timeout' as const, { signal: stop.signal }).catch(() => undefined);
    try {
      while (this.running.size > 0) {
        if ((await Promise.race([Promise.allSettled([...this.running]), timeout])) === 'timeout')
          return false;
      }
      return true;
    } finally {
      stop.abort();
    }
  }
}
