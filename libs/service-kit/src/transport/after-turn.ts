const queue: (() => void)[] = [];

/**
 * Runs `fn` once this turn of the event loop is done: after the continuations of promises settled now, so
 * bookkeeping (metrics, span ends) does not delay the caller waiting for a result or a reply being written.
 * Everything queued in one turn runs in one setImmediate, in order; one that throws does not stop the rest.
 */
export function afterTurn(fn: () => void): void {
  if (queue.push(fn) === 1) setImmediate(drain);
}

function drain() {
  const fns = queue.splice(0);
  for (const fn of fns) {
    try {
      fn();
    } catch {
      // bookkeeping only; never let it break the transport
    }
  }
}
