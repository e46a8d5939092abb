import { AI, RpcError } from '@patent-hub/contracts';
import type { RpcClient } from '@patent-hub/service-kit';
import { describe, expect, it, vi } from 'vitest';
import { AI_LOOKUP_PAUSE_MS, RpcAnalysisLookup } from './rpc-analysis-lookup.js';

const rpcAnswering = (impl: (def: unknown, payload: { patentNumbers: string[] }) => Promise<unknown>) =>
  ({ call: vi.fn(impl) }) as unknown as RpcClient & { call: ReturnType<typeof vi.fn> };

describe(RpcAnalysisLookup.name, () => {
  it('returns the analysed numbers from one ai.hasAnalyses call', async () => {
    const rpc = rpcAnswering(async () => ({ results: { '1': true, '2': false } }));
    const sut = new RpcAnalysisLookup(rpc, 500);
    expect([...(await sut.hasAnalyses('u1', ['1', '2', '3']))]).toEqual(['1']);
    expect(rpc.call).toHaveBeenCalledOnce();
    expect(rpc.call).toHaveBeenCalledWith(
      AI.hasAnalyses,
      { userId: 'u1', patentNumbers: ['1', '2', '3'] },
      { timeoutMs: 500 },
    );
  });

  it('asks in batches of 1000 when a user has more saved patents', async () => {
    const rpc = rpcAnswering(async (_p, { patentNumbers }) => ({
      results: Object.fromEntries(patentNumbers.map((n) => [n, true])),
    }));
    const numbers = Array.from({ length: 2500 }, (_, i) => String(i));
    const found = await new RpcAnalysisLookup(rpc, 500).hasAnalyses('u1', numbers);
    expect(found.size).toBe(2500);
    expect(
      rpc.call.mock.calls.map((c) => (c[1] as { patentNumbers: string[] }).patentNumbers.length),
    ).toEqual([1000, 1000, 500]);
  });

  it('returns no analyses instead of failing when the ai service does not answer', async () => {
    const rpc = rpcAnswering(async () => {
      throw new RpcError('TIMEOUT', 'RPC ai.hasAnalyses timed out');
    });
    expect((await new RpcAnalysisLookup(rpc, 500).hasAnalyses('u1', ['1'])).size).toBe(0);
  });

  it('does not ask again for a while after a failure, then asks again', async () => {
    vi.useFakeTimers();
    try {
      let fail = true;
      const rpc = rpcAnswering(async () => {
        if (fail) throw new RpcError('TIMEOUT', 'timed out');
        return { results: { '1': true } };
      });
      const sut = new RpcAnalysisLookup(rpc, 500);
      await sut.hasAnalyses('u1', ['1']);
      fail = false;
      expect((await sut.hasAnalyses('u1', ['1'])).size).toBe(0);
      expect(rpc.call).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(AI_LOOKUP_PAUSE_MS + 1);
      expect((await sut.hasAnalyses('u1', ['1'])).size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns no analyses when the answer has the wrong shape', async () => {
    const rpc = rpcAnswering(async () => ({ nope: true }));
    expect((await new RpcAnalysisLookup(rpc, 500).hasAnalyses('u1', ['1'])).size).toBe(0);
  });
});
