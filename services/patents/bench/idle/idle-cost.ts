// What idling costs on this machine, measured beside the search benchmark: the same small pieces of work run
// back to back (hot) and right after a pause as long as a search (the gateway, Redis and the patents service each
// sit idle that long while PostgreSQL and the search run). Every hop of the design wakes a process after such a
// pause, while the search in process runs its steps back to back.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { startChild } from '../child.js';
import { leanClient } from '../lean-client.js';
import { pct } from '../stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface IdleCost {
  /** Median µs right after the same work (hot) and after the pause (idle). */
  parse: { hot: number; idle: number };
  walk: { hot: number; idle: number };
  http: { hot: number; idle: number };
  pauseMs: number;
  rounds: number;
}

/** Each round: pause, time the work (idle), time it again at once (hot). Paired, so drift touches both alike. */
async function hotAndIdle(work: () => unknown, pauseMs: number, rounds: number) {
  const hot: number[] = [];
  const idle: number[] = [];
  for (let i = 0; i < 300; i++) await work();
  for (let i = 0; i < rounds; i++) {
    await sleep(pauseMs);
    let t = performance.now();
    await work();
    idle.push((performance.now() - t) * 1000);
    t = performance.now();
    await work();
    hot.push((performance.now() - t) * 1000);
  }
  return { hot: pct(hot, 50), idle: pct(idle, 50) };
}

/**
 * `page` is a real search page's JSON (the bench's), parsed in this process and served by a bare node:http
 * server in another one; the walk touches one byte in each 64-byte line of 1 MiB of this process's memory.
 */
export async function measureIdleCost(page: string, pauseMs: number, rounds = 200): Promise<IdleCost> {
  const memory = new Uint8Array(1 << 20);
  const walk = () => { for (let j = 0; j < memory.length; j += 64) memory[j]++; };
  const parse = () => JSON.parse(page) as unknown;
  const children: ChildProcess[] = [];
  try {
    const port = (await startChild(path.join(here, 'echo-server.mjs'), children, { message: page })) as number;
    const client = leanClient(`http://127.0.0.1:${port}`, {});
    const http = async () => {
      const r = await client('POST', '/', { keywords: 'neural network' });
      if (r.status !== 200) throw new Error(`idle/echo-server.mjs answered HTTP ${r.status}`);
    };
    return { parse: await hotAndIdle(parse, pauseMs, rounds), walk: await hotAndIdle(walk, pauseMs, rounds), http: await hotAndIdle(http, pauseMs, rounds), pauseMs, rounds };
  } finally {
    for (const child of children) child.kill();
  }
}
