import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dataPath } from './data-dir.js';

const EXAMPLES = 'odp-api/patent-dev__uspto-odp/demo/examples';
export const recorded = (name: string) => readFileSync(dataPath(`${EXAMPLES}/${name}/response.json`), 'utf8');

export interface Replay {
  url: string;
  requests: { method: string; path: string; body: string; apiKey: string | undefined }[];
  maxInFlight: number;
  /** Scripted answers taken before the recorded ones: status, body, headers, delay. */
  script: { status: number; body?: string; headers?: Record<string, string>; delayMs?: number }[];
  close(): Promise<void>;
}

const NOT_FOUND = JSON.stringify({
  code: 404,
  error: 'Not Found',
  errorDetails: 'No matching records found, refine your search criteria and try again',
});

/** A loopback ODP that answers with the real recorded responses in the shared data. */
export async function startOdpReplay(): Promise<Replay> {
  let inFlight = 0;
  const replay: Replay = { url: '', requests: [], maxInFlight: 0, script: [], close: async () => undefined };
  const route = (method: string, path: string, body: string): [number, string] => {
    if (method === 'POST' && path === '/api/v1/patent/applications/search') {
      // Title searches answer with the recorded hit whose title has the word (search_patents is a real search answer).
      if (body.includes('patentNumber:11646472') || /inventionTitle:"?(lithium|seawater)\b/i.test(body))
        return [200, recorded('get_patent')];
      if (/inventionTitle:"?(generalization|certifiable)\b/i.test(body))
        return [200, recorded('search_patents')];
      return [404, NOT_FOUND];
    }
    if (method === 'GET' && path === '/api/v1/patent/applications/17248024')
      return [200, recorded('get_patent')];
    if (method === 'GET' && path === '/api/v1/patent/applications/17248024/continuity')
      return [200, recorded('get_patent_continuity')];
    if (method === 'GET' && path === '/api/v1/patent/applications/15000001/assignment')
      return [200, recorded('get_patent_assignment')];
    return [404, NOT_FOUND];
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', async () => {
      inFlight++;
      replay.maxInFlight = Math.max(replay.maxInFlight, inFlight);
      const path = (req.url ?? '').split('?')[0];
      replay.requests.push({
        method: req.method ?? '',
        path,
        body,
        apiKey: req.headers['x-api-key'] as string | undefined,
      });
      const scripted = replay.script.shift();
      await new Promise((r) => setTimeout(r, scripted?.delayMs ?? 5));
      const [status, text] = scripted
        ? [scripted.status, scripted.body ?? '']
        : route(req.method ?? '', path, body);
      inFlight--;
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json', ...(scripted?.headers ?? {}) });
      res.end(text);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  replay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  replay.close = () =>
    new Promise((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return replay;
}
