import { describe, expect, it } from 'vitest';
import { afterTurn } from './after-turn.js';

describe(afterTurn.name, () => {
  it('runs after the continuations of promises settled in the same turn, in the order queued', async () => {
    const order: string[] = [];
    let resolve!: () => void;
    const waiting = new Promise<void>((r) => (resolve = r)).then(() => order.push('caller continues'));
    resolve();
    afterTurn(() => order.push('bookkeeping 1'));
    afterTurn(() => order.push('bookkeeping 2'));
    order.push('same turn');
    await waiting;
    expect(order).toEqual(['same turn', 'caller continues']);
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(['same turn', 'caller continues', 'bookkeeping 1', 'bookkeeping 2']);
  });

  it('runs the rest when one throws, and again in a later turn', async () => {
    const ran: number[] = [];
    afterTurn(() => {
      throw new Error('metrics broke');
    });
    afterTurn(() => ran.push(1));
    await new Promise((r) => setImmediate(r));
    afterTurn(() => ran.push(2));
    await new Promise((r) => setImmediate(r));
    expect(ran).toEqual([1, 2]);
  });
});
