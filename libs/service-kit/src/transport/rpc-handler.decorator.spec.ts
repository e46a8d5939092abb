import 'reflect-metadata';
import { PATTERN_EXTRAS_METADATA, PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { ErrorCode, type RpcParsed } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IDEMPOTENT } from './envelope.js';
import { RpcHandler } from './rpc-handler.decorator.js';

const READ = {
  pattern: 'patents.read',
  payload: z.object({ id: z.string().trim().min(1), limit: z.number().default(10) }),
  result: z.object({ id: z.string(), limit: z.number() }),
  idempotent: true,
};
const WRITE = { pattern: 'library.write', payload: z.object({}), result: z.object({ ok: z.boolean() }) };

class Handlers {
  seen: unknown[] = [];
  @RpcHandler(READ) read(p: RpcParsed<typeof READ>) {
    this.seen.push(p);
    return p;
  }
  @RpcHandler(WRITE) write() {
    return { ok: true };
  }
}

describe(RpcHandler.name, () => {
  it('hands the handler the payload parsed with the contract (trimmed, defaults filled)', () => {
    const sut = new Handlers();
    expect(sut.read({ id: '  7 ' } as never)).toEqual({ id: '7', limit: 10 });
    expect(sut.seen).toEqual([{ id: '7', limit: 10 }]);
  });

  it('answers VALIDATION naming the field before the handler runs when the payload does not fit', () => {
    const sut = new Handlers();
    expect(() => sut.read({ id: ' ' } as never)).toThrow(
      expect.objectContaining({ code: ErrorCode.VALIDATION, field: 'id' }),
    );
    expect(sut.seen).toEqual([]);
  });

  it("registers the contract's pattern, idempotent only for the reads the contract marks so", () => {
    const read = Handlers.prototype.read;
    const write = Handlers.prototype.write;
    expect(Reflect.getMetadata(PATTERN_METADATA, read)).toEqual(['patents.read']);
    expect(Reflect.getMetadata(PATTERN_EXTRAS_METADATA, read)).toEqual(IDEMPOTENT);
    expect(Reflect.getMetadata(PATTERN_METADATA, write)).toEqual(['library.write']);
    expect(Reflect.getMetadata(PATTERN_EXTRAS_METADATA, write) ?? {}).toEqual({});
  });
});
