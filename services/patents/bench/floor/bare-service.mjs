// The floor of the design, service side (`npm run bench:search` starts it; not part of the product): reads search
// requests from a Redis stream with a consumer group, runs the patents service's own SearchService on the same
// database (with the query schema's parse, which gives the search its defaults), and pushes the result in the RPC's
// reply format to the caller's reply list, then acks. Nothing else: no Nest, no request envelope, deadline, dedupe,
// metrics or error mapping. It sends
// Redis what the real server sends for a search (an idempotent read), at the same moments: the next XREADGROUP once
// the handler has started, the reply as its UTF-8 bytes in an LPUSH + PEXPIRE pipeline, the XACK once that succeeded.
// Its counterpart is bare-gateway.mjs; the bench runs the real gateway and patents service beside this pair.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ErrorCode, parseOrThrow, searchQuerySchema } from '@patent-hub/contracts';
import { createDatabase, encodeErrorReply, encodeReply } from '@patent-hub/service-kit';
import { Redis } from 'ioredis';
import { utf8Bytes } from '../../../../libs/service-kit/dist/transport/utf8.js';
import { Bm25IndexHolder } from '../../dist/search/bm25-index.holder.js';
import { SearchRepository } from '../../dist/search/search.repository.js';
import { SearchService } from '../../dist/search/search.service.js';
import { FLOOR_STREAM } from './bare-keys.mjs';

// Ends with the bench, even when the bench could not stop it.
process.on('disconnect', () => process.exit(0));
const reader = new Redis(process.env.REDIS_URL);
const writer = new Redis(process.env.REDIS_URL);
try {
  await writer.xgroup('CREATE', FLOOR_STREAM, 'floor', '$', 'MKSTREAM');
} catch (err) {
  if (!String(err).includes('BUSYGROUP')) throw err;
}
const database = await createDatabase({ url: process.env.DATABASE_URL, schema: 'patents', max: 4 });
// As often as the patents service looks for newly ingested patents (BM25_REFRESH_MS).
const search = new SearchService(new SearchRepository(database.db), new Bm25IndexHolder(database.db, Number(process.env.BM25_REFRESH_MS)));

// The fields in the order bare-gateway.mjs writes them: id, r (the reply list), b (the criteria). The reply in the
// RPC's own reply format (encodeReply). A push or ack Redis refuses ends the process, which the bench reports.
async function handle(entry, [, id, , replyTo, , body]) {
  let reply;
  try {
    reply = encodeReply(id, await search.search(parseOrThrow(searchQuerySchema, JSON.parse(body))));
  } catch (err) {
    reply = encodeErrorReply(id, { code: ErrorCode.INTERNAL, message: String(err) });
  }
  const results = await writer.pipeline().lpush(replyTo, utf8Bytes(reply)).pexpire(replyTo, 60_000).exec();
  const failed = results?.find(([err]) => err)?.[0];
  if (failed) throw failed;
  await writer.xack(FLOOR_STREAM, 'floor', entry);
}

process.send?.('ready');
for (;;) {
  const res = await reader.xreadgroup('GROUP', 'floor', 'c', 'COUNT', 16, 'BLOCK', 0, 'STREAMS', FLOOR_STREAM, '>');
  for (const [entry, fields] of res[0][1]) {
    handle(entry, fields).catch((err) => {
      console.error('floor service:', err);
      process.exit(1);
    });
  }
  await nextTurn();
}
