import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | { kind: 'json'; content: string }
  | { kind: 'stream'; chunks: string[]; delayMs: number }
  | { kind: 'status'; status: number; retryAfterMs?: number }
  | { kind: 'hang' }
  /** Streamed tool calls (finish_reason 'tool_calls'); each call's arguments arrive in two pieces. */
  | { kind: 'tools'; calls: { name: string; arguments: string }[] };

export interface FakeOpenAi {
  baseURL: string;
  requests: { body: Record<string, unknown>; at: number }[];
  /** Streams whose client went away before the last chunk (a cancelled generation). */
  cancelled: number;
  /** Replies are taken in order; when one is left it repeats. */
  replies: FakeReply[];
  close(): Promise<void>;
}

/** A loopback OpenAI-compatible server speaking the real wire format (chat.completion and SSE chunks). */
export async function startFakeOpenAi(replies: FakeReply[]): Promise<FakeOpenAi> {
  const state: FakeOpenAi = { baseURL: '', requests: [], cancelled: 0, replies, close: async () => {} };
  const server = createServer((req, res) => void handle(req, res));
  const open = new Set<ServerResponse>();
  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const c of req) raw += c;
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    state.requests.push({ body, at: Date.now() });
    if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
    const reply = state.replies.length > 1 ? state.replies.shift()! : state.replies[0];
    const base = {
      id: `chatcmpl-${state.requests.length}`,
      created: Math.floor(Date.now() / 1000),
      model: String(body.model),
    };
    if (reply.kind === 'hang') return void open.add(res);
    if (reply.kind === 'status') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (reply.retryAfterMs !== undefined) headers['retry-after-ms'] = String(reply.retryAfterMs);
      return void res
        .writeHead(reply.status, headers)
        .end(JSON.stringify({ error: { message: 'fake error', type: 'rate_limit_exceeded', code: null } }));
    }
    if (reply.kind === 'json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.content, refusal: null },
              finish_reason: 'stop',
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    }
    if (reply.kind === 'tools') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        res.write(
          `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`,
        );
      chunk({ role: 'assistant', content: null }, null);
      reply.calls.forEach((c, index) => {
        const half = Math.floor(c.arguments.length / 2);
        chunk(
          {
            tool_calls: [
              {
                index,
                id: `call_${state.requests.length}_${index}`,
                type: 'function',
                function: { name: c.name, arguments: c.arguments.slice(0, half) },
              },
            ],
          },
          null,
        );
        chunk({ tool_calls: [{ index, function: { arguments: c.arguments.slice(half) } }] }, null);
      });
      chunk({}, 'tool_calls');
      return void res.end('data: [DONE]\n\n');
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    open.add(res);
    const send = (delta: Record<string, unknown>, finish: string | null) =>
      res.write(
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`,
      );
    send({ role: 'assistant', content: '' }, null);
    for (const chunk of reply.chunks) {
      if (res.destroyed || req.socket.destroyed) {
        state.cancelled++;
        return;
      }
      await new Promise((r) => setTimeout(r, reply.delayMs));
      send({ content: chunk }, null);
    }
    send({}, 'stop');
    res.end('data: [DONE]\n\n');
    open.delete(res);
  }
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = async () => {
    for (const r of open) r.destroy();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  };
  return state;
}
