// The floor of the design, gateway side (`npm run bench:search` starts it; not part of the product): node:http,
// the JSON body parsed, paging from the query string, one XADD to the floor stream, replies popped from a reply list
// of its own with BLMPOP and written as the bytes they came in. No Express or Nest, no session, CSRF, validation,
// metrics, security headers, timeout or error mapping: what any gateway over Redis Streams must do, and nothing more.
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { decodeReply } from '@patent-hub/service-kit';
import { Redis } from 'ioredis';
import { FLOOR_STREAM } from './bare-keys.mjs';

// Ends with the bench, even when the bench could not stop it.
process.on('disconnect', () => process.exit(0));
const replyKey = `floor:reply:${process.pid}`;
const cmd = new Redis(process.env.REDIS_URL);
const reader = new Redis(process.env.REDIS_URL);
const waiting = new Map();

void (async () => {
  for (;;) {
    const res = await reader.callBuffer('BLMPOP', '1', '1', replyKey, 'RIGHT', 'COUNT', '512');
    for (const raw of res?.[1] ?? []) {
      // The RPC's reply format, decoded as the real client decodes a relayed result: its bytes, not parsed.
      const reply = decodeReply(raw, { raw: () => true });
      if (reply) waiting.get(reply.id)?.(reply.ok ? 200 : 500, reply.ok ? reply.value.bytes : Buffer.from(JSON.stringify(reply.error)));
    }
  }
})();

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let query;
    try {
      query = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      res.writeHead(400).end();
      return;
    }
    const params = new URL(req.url, 'http://floor').searchParams;
    for (const k of ['page', 'limit']) if (params.has(k)) query[k] = Number(params.get(k));
    const id = randomUUID();
    // A reply that never comes (the floor service gone) is a 504 after a minute, not a bench that hangs.
    const timer = setTimeout(() => waiting.get(id)?.(504, Buffer.from('{"success":false,"message":"no reply"}')), 60_000);
    waiting.set(id, (status, bytes) => {
      waiting.delete(id);
      clearTimeout(timer);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
      res.end(bytes);
    });
    void cmd.xadd(FLOOR_STREAM, 'MAXLEN', '~', 10_000, '*', 'id', id, 'r', replyKey, 'b', JSON.stringify(query));
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
