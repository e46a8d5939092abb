import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBody } from './body-parser.js';

async function serve(middleware: ReturnType<typeof jsonBody>) {
  const app = express();
  app.use(middleware);
  app.use((req, res) => void res.json({ body: req.body === undefined ? '(undefined)' : req.body }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function send(server: http.Server, method: string, headers: Record<string, string>, body?: Buffer | string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: '/', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = 'application/json';
const sized = (body: Buffer | string, type = json, extra: Record<string, string> = {}) =>
  [{ 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...extra }, body] as const;
const parsed = (body: unknown) => ({ status: 200, text: JSON.stringify({ body }) });
const NONE = parsed('(undefined)');
const malformed = (status = 400) => ({
  status,
  text: '{"message":"Malformed JSON body","code":"VALIDATION"}',
});
const TOO_LARGE = {
  status: 413,
  text: '{"message":"Request body is larger than 1 MB","code":"PAYLOAD_TOO_LARGE"}',
};
type Case = [string, { status: number; text: string }, string, Record<string, string>, (Buffer | string)?];
const CASES: Case[] = [
  ['an object', parsed({ keywords: 'golf', page: 2 }), 'POST', ...sized('{"keywords":"golf","page":2}')],
  ['an array', parsed([1, 2, 3]), 'POST', ...sized('[1,2,3]')],
  ['an empty body', parsed({}), 'POST', ...sized('')],
  ['leading whitespace', parsed({ a: 1 }), 'POST', ...sized(' \n\t{"a":1}')],
  ['a UTF-8 byte-order mark', parsed({ a: 1 }), 'POST', ...sized('\ufeff{"a":1}')],
  ['non-ASCII text', parsed({ t: 'Größe — 光学 😀' }), 'POST', ...sized('{"t":"Größe — 光学 😀"}')],
  ['charset=UTF-8', parsed({ a: 1 }), 'POST', ...sized('{"a":1}', 'application/json; charset=UTF-8')],
  ['a string', malformed(), 'POST', ...sized('"golf"')],
  ['null', malformed(), 'POST', ...sized('null')],
  ['a number', malformed(), 'POST', ...sized('42')],
  ['broken JSON', malformed(), 'POST', ...sized('{"a":')],
  ['only whitespace', malformed(), 'POST', ...sized('   ')],
  ['a latin1 charset', malformed(415), 'POST', ...sized('{"a":1}', 'application/json; charset=latin1')],
  ['text/plain', NONE, 'POST', ...sized('{"a":1}', 'text/plain')],
  ['gzip', parsed({ a: 1 }), 'POST', ...sized(gzipSync('{"a":1}'), json, { 'content-encoding': 'gzip' })],
  [
    'an unknown encoding',
    malformed(415),
    'POST',
    ...sized('{"a":1}', json, { 'content-encoding': 'x-magic' }),
  ],
  ['over 1 MB', TOO_LARGE, 'POST', ...sized(`{"q":"${'x'.repeat(1024 * 1024)}"}`)],
  ['chunked', parsed({ a: 1 }), 'POST', { 'content-type': json, 'transfer-encoding': 'chunked' }, '{"a":1}'],
  ['no content type', NONE, 'POST', { 'content-length': '7' }, '{"a":1}'],
  ['a GET without body', NONE, 'GET', {}],
];

describe(jsonBody.name, () => {
  let server: http.Server;
  beforeAll(async () => {
    server = await serve(jsonBody());
  });
  afterAll(() => server?.close());

  it.each(CASES)('answers %s', async (_, expected, method, headers, body) => {
    expect(await send(server, method, headers, body)).toEqual(expected);
  });
});
