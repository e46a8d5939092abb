import { ErrorCode, RpcError, type SerializedError } from '@patent-hub/contracts';

/** A request as stream fields. The payload is JSON-encoded once, in `b`; nothing wraps it again. */
export interface RequestEnvelope {
  id: string;
  pattern: string;
  /** Reply list key; empty for events (no reply expected). */
  replyTo: string;
  /** Epoch ms after which the caller has given up. */
  deadline: number;
  traceparent?: string;
  tracestate?: string;
  body: string;
}

export function envelopeFields(e: RequestEnvelope): string[] {
  const fields = ['id', e.id, 'p', e.pattern, 'r', e.replyTo, 'd', String(e.deadline), 'b', e.body];
  if (e.traceparent) fields.push('tp', e.traceparent);
  if (e.tracestate) fields.push('ts', e.tracestate);
  return fields;
}

export function parseEnvelope(fields: string[]): RequestEnvelope | undefined {
  const map: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) map[fields[i]] = fields[i + 1];
  if (!map.id || !map.p || map.b === undefined) return undefined;
  return {
    id: map.id,
    pattern: map.p,
    replyTo: map.r ?? '',
    deadline: Number(map.d ?? 0),
    traceparent: map.tp,
    tracestate: map.ts,
    body: map.b,
  };
}

// Reply wire format: `<requestId>\n<0|1>\n<json>`; 0 = result, 1 = SerializedError. Plain string
// concatenation, so a large result is stringified exactly once.
export function encodeReply(requestId: string, result: unknown): string {
  const json = result === undefined ? '' : JSON.stringify(result);
  return `${requestId}\n0\n${json}`;
}

export function encodeErrorReply(requestId: string, error: SerializedError): string {
  return `${requestId}\n1\n${JSON.stringify(error)}`;
}

export type DecodedReply =
  { id: string; ok: true; value: unknown } | { id: string; ok: false; error: RpcError };

/** Decodes a reply: a result or an RpcError, by the kind after the request id. */
export function decodeReply(raw: string): DecodedReply | undefined {
  const a = raw.indexOf('\n');
  if (a < 0) return undefined;
  const id = raw.slice(0, a);
  const json = raw.slice(a + 3);
  try {
    if (raw[a + 1] === '0') return { id, ok: true, value: json === '' ? undefined : JSON.parse(json) };
    return { id, ok: false, error: RpcError.fromJSON(JSON.parse(json)) };
  } catch {
    return { id, ok: false, error: new RpcError(ErrorCode.INTERNAL, 'Internal error') };
  }
}

/**
 * Handler extras for a read that may run twice harmlessly: `@MessagePattern(PATENTS.search, IDEMPOTENT)`.
 * When the replica running it dies, the server runs it again instead of answering UNAVAILABLE.
 */
export const IDEMPOTENT = { idempotent: true } as const;
