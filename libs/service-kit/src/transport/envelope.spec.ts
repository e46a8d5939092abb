import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { decodeReply, encodeErrorReply, encodeReply, envelopeFields, parseEnvelope } from './envelope.js';

describe(parseEnvelope.name, () => {
  it('returns the envelope that envelopeFields wrote', () => {
    const e = {
      id: 'r1',
      pattern: 'patents.search',
      replyTo: 'ph:rpc:reply:x',
      deadline: 123,
      body: '{"q":"a\\nb"}',
      traceparent: '00-abc-def-01',
    };
    expect(parseEnvelope(envelopeFields(e))).toEqual({ ...e, tracestate: undefined });
  });

  it('returns undefined when required fields are missing', () => {
    expect(parseEnvelope(['p', 'patents.search'])).toBeUndefined();
  });
});

describe(decodeReply.name, () => {
  it('returns the value of a result reply, including one containing newlines', () => {
    expect(decodeReply(encodeReply('r1', { text: 'a\nb' }))).toEqual({
      id: 'r1',
      ok: true,
      value: { text: 'a\nb' },
    });
    expect(decodeReply(encodeReply('r2', undefined))).toEqual({ id: 'r2', ok: true, value: undefined });
  });

  it('returns an RpcError for an error reply', () => {
    const reply = decodeReply(
      encodeErrorReply('r3', { code: ErrorCode.CONFLICT, message: 'Already saved', field: 'patentId' }),
    );
    expect(reply?.ok).toBe(false);
    const error = (reply as { error: RpcError }).error;
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Already saved', field: 'patentId' });
  });
});
