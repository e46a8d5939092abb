// The floor of the design, service side (`npm run bench:search` starts it; not part of the product): reads search
// requests from a Redis stream with a consumer group, runs the patents service's own SearchService on the same
// database, and pushes the JSON to the caller's reply list, then acks. Nothing else: no Nest, no envelope, deadline,
// dedupe, metrics or error mapping. Its counterpart is bare-gateway.mjs; the bench compares the real gateway and
// patents service with this pair, each against the same search run in the bench process.
import { parseOrThrow, searchQuerySchema } from '@patent-hub/contracts';
import { createDatabase } from '@patent-hub/service-kit';
import { Redis } from 'ioredis';
import { Bm25IndexHolder } from '../../dist/search/bm25-index.holder.js';
import { SearchRepository } from '../../dist/search/search.repository.js';
import { SearchService } from '../../dist/search/search.service.js';
import { FLOOR_STREAM } from './bare-keys.mjs';

const reader = new Redis(process.env.REDIS_URL);
const writer = new Redis(process.env.REDIS_URL);
try {
  await writer.xgroup('CREATE', FLOOR_STREAM, 'floor', '$', 'MKSTREAM');
} catch (err) {
  if (!String(err).includes('BUSYGROUP')) throw err;
}
const database = await createDatabase({ url: process.env.DATABASE_URL, schema: 'patents', max: 4 });
const search = new SearchService(new SearchRepository(database.db), new Bm25IndexHolder(database.db, 0));
process.send?.('ready');

for (;;) {
  const res = await reader.xreadgroup('GROUP', 'floor', 'c', 'COUNT', 1, 'BLOCK', 0, 'STREAMS', FLOOR_STREAM, '>');
  const [entry, [, id, , replyTo, , body]] = res[0][1][0];
  // The fields in the order bare-gateway.mjs writes them: id, r (the reply list), b (the criteria). The reply:
  // `<id>\n<0 | 1 for an error>\n<JSON>`.
  let reply;
  try {
    reply = `${id}\n0\n${JSON.stringify(await search.search(parseOrThrow(searchQuerySchema, JSON.parse(body))))}`;
  } catch (err) {
    reply = `${id}\n1\n${JSON.stringify({ success: false, message: String(err) })}`;
  }
  await writer.pipeline().lpush(replyTo, reply).pexpire(replyTo, 60_000).exec();
  void writer.xack(FLOOR_STREAM, 'floor', entry);
}
