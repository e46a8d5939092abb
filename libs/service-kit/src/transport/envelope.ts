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

export type DecodedReply = { id: string; ok: true; value: unknown } | { id: string; ok: false; error: RpcError };

/**
 * A result's JSON text, passed on undecoded (`RpcClient.callRaw`): a gateway relays it to the HTTP
 * response as it came, without parsing and re-stringifying it. It keeps the UTF-8 bytes as they came off
 * the wire (`bytes`), so a relay writes them without decoding and re-encoding the text; `json` decodes on
 * demand, and `toJSON` keeps it correct anywhere else.
 */
export class RawJson {
  private text?: string;
  private buffer?: Buffer;

  constructor(source: string | Buffer) {
    if (typeof source === 'string') this.text = source;
    else this.buffer = source;
  }

  get json(): string {
    return (this.text ??= this.buffer!.toString('utf8'));
  }

  get bytes(): Buffer {
    return (this.buffer ??= Buffer.from(this.text!, 'utf8'));
  }

  toJSON(): unknown {
    const json = this.json;
    return json === '' ? undefined : JSON.parse(json);
  }
}

const NEWLINE = 0x0a;
const ZERO = 0x30;

/**
 * Decodes a reply, as text or as the bytes it came in; with `raw`, a successful result stays its JSON
 * (a RawJson, holding those bytes), never parsed. The id and the kind are ASCII, read without decoding the rest.
 */
export function decodeReply(raw: string | Buffer, opts: { raw?: (id: string) => boolean } = {}): DecodedReply | undefined {
  const bytes = typeof raw !== 'string';
  const a = bytes ? raw.indexOf(NEWLINE) : raw.indexOf('\n');
  if (a < 0) return undefined;
  const id = bytes ? raw.toString('latin1', 0, a) : raw.slice(0, a);
  const ok = (bytes ? raw[a + 1] : raw.charCodeAt(a + 1)) === ZERO;
  const json = () => (bytes ? raw.toString('utf8', a + 3) : raw.slice(a + 3));
  try {
    if (ok) {
      if (opts.raw?.(id)) return { id, ok: true, value: new RawJson(bytes ? raw.subarray(a + 3) : raw.slice(a + 3)) };
      const text = json();
      return { id, ok: true, value: text === '' ? undefined : JSON.parse(text) };
    }
    return { id, ok: false, error: RpcError.fromJSON(JSON.parse(json())) };
  } catch {
    return { id, ok: false, error: new RpcError(ErrorCode.INTERNAL, 'Internal error') };
  }
}

/**
 * Handler extras for a read that may run twice harmlessly: `@MessagePattern(PATENTS.search, IDEMPOTENT)`.
 * When the replica running it dies, the server runs it again instead of answering UNAVAILABLE.
 */
export const IDEMPOTENT = { idempotent: true } as const;
