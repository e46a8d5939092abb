import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express, { type NextFunction, type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerBodyError, jsonBody } from './body-parser.js';

// body-parser alone, with the same error answers: what jsonBody() must match for every request.
function reference() {
  const parse = express.json({ limit: '1mb' });
  return (req: Request, res: Response, next: NextFunction) => parse(req, res, answerBodyError(res, next));
}

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
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = 'application/json';
const sized = (body: Buffer | string, type = json, extra: Record<string, string> = {}) =>
  [{ 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...extra }, body] as const;
const CASES: [string, string, Record<string, string>, (Buffer | string)?][] = [
  ['an object', 'POST', ...sized('{"keywords":"golf","page":2}')],
  ['an array', 'POST', ...sized('[1,2,3]')],
  ['an empty body', 'POST', ...sized('')],
  ['leading whitespace', 'POST', ...sized(' \n\t{"a":1}')],
  ['a UTF-8 byte-order mark', 'POST', ...sized('\ufeff{"a":1}')],
  ['non-ASCII text', 'POST', ...sized('{"t":"Größe — 光学 😀"}')],
  ['charset=UTF-8', 'POST', ...sized('{"a":1}', 'application/json; charset=UTF-8')],
  ['a string', 'POST', ...sized('"golf"')],
  ['null', 'POST', ...sized('null')],
  ['a number', 'POST', ...sized('42')],
  ['broken JSON', 'POST', ...sized('{"a":')],
  ['only whitespace', 'POST', ...sized('   ')],
  ['a latin1 charset', 'POST', ...sized('{"a":1}', 'application/json; charset=latin1')],
  ['text/plain', 'POST', ...sized('{"a":1}', 'text/plain')],
  ['gzip', 'POST', ...sized(gzipSync('{"a":1}'), json, { 'content-encoding': 'gzip' })],
  ['an unknown encoding', 'POST', ...sized('{"a":1}', json, { 'content-encoding': 'x-magic' })],
  ['over 1 MB', 'POST', ...sized(`{"q":"${'x'.repeat(1024 * 1024)}"}`)],
  ['chunked', 'POST', { 'content-type': json, 'transfer-encoding': 'chunked' }, '{"a":1}'],
  ['no content type', 'POST', { 'content-length': '7' }, '{"a":1}'],
  ['a GET without body', 'GET', {}],
];

describe(jsonBody.name, () => {
  let ours: http.Server;
  let theirs: http.Server;
  beforeAll(async () => {
    [ours, theirs] = await Promise.all([serve(jsonBody()), serve(reference())]);
  });
  afterAll(() => {
    ours?.close();
    theirs?.close();
  });

  it.each(CASES)('answers %s as body-parser does', async (_, method, headers, body) => {
    const [a, b] = await Promise.all([send(ours, method, headers, body), send(theirs, method, headers, body)]);
    expect(a).toEqual(b);
  });

  it('parses the usual request on its own path and gives body-parser the same object', async () => {
    const res = await send(ours, 'POST', ...sized('{"keywords":"neural network","sort":"relevance"}'));
    expect(res).toEqual({ status: 200, text: '{"body":{"keywords":"neural network","sort":"relevance"}}' });
  });
});
