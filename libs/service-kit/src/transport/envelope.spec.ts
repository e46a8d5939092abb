import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { decodeReply, encodeErrorReply, encodeReply, envelopeFields, parseEnvelope, RawJson } from './envelope.js';

describe(parseEnvelope.name, () => {
  it('returns the envelope that envelopeFields wrote', () => {
    const e = { id: 'r1', pattern: 'patents.search', replyTo: 'ph:rpc:reply:x', deadline: 123, body: '{"q":"a\\nb"}', traceparent: '00-abc-def-01' };
    expect(parseEnvelope(envelopeFields(e))).toEqual({ ...e, tracestate: undefined });
  });

  it('returns undefined when required fields are missing', () => {
    expect(parseEnvelope(['p', 'patents.search'])).toBeUndefined();
  });
});

describe(decodeReply.name, () => {
  it('returns the value of a result reply, including one containing newlines', () => {
    expect(decodeReply(encodeReply('r1', { text: 'a\nb' }))).toEqual({ id: 'r1', ok: true, value: { text: 'a\nb' } });
    expect(decodeReply(encodeReply('r2', undefined))).toEqual({ id: 'r2', ok: true, value: undefined });
  });

  it('returns an RpcError for an error reply', () => {
    const reply = decodeReply(encodeErrorReply('r3', { code: ErrorCode.CONFLICT, message: 'Already saved', field: 'patentId' }));
    expect(reply?.ok).toBe(false);
    const error = (reply as { error: RpcError }).error;
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Already saved', field: 'patentId' });
  });

  it('decodes the same replies from their UTF-8 bytes, as the client reads them', () => {
    const value = { title: 'Größe — 光学 😀', lines: 'a\nb' };
    const bytes = (s: string) => Buffer.from(s, 'utf8');
    expect(decodeReply(bytes(encodeReply('r4', value)))).toEqual({ id: 'r4', ok: true, value });
    expect(decodeReply(bytes(encodeReply('r5', undefined)))).toEqual({ id: 'r5', ok: true, value: undefined });
    const error = decodeReply(bytes(encodeErrorReply('r6', { code: ErrorCode.NOT_FOUND, message: 'Patent “X” not found' })));
    expect(error).toMatchObject({ id: 'r6', ok: false, error: { code: 'NOT_FOUND', message: 'Patent “X” not found' } });
    expect(decodeReply(bytes('no-newline'))).toBeUndefined();
  });

  it('keeps a raw result as the bytes it came in, decoding its text only when asked', () => {
    const value = { title: 'Größe — 光学 😀' };
    const reply = decodeReply(Buffer.from(encodeReply('r7', value), 'utf8'), { raw: (id) => id === 'r7' });
    const raw = (reply as { value: RawJson }).value;
    expect(raw).toBeInstanceOf(RawJson);
    expect(raw.bytes.equals(Buffer.from(JSON.stringify(value), 'utf8'))).toBe(true);
    expect(raw.json).toBe(JSON.stringify(value));
    expect(JSON.parse(JSON.stringify({ wrapped: raw }))).toEqual({ wrapped: value });
    expect(new RawJson(JSON.stringify(value)).bytes.equals(raw.bytes)).toBe(true);
  });
});
