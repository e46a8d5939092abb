import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import { dataPath } from '../../test/support/data-dir.js';
import { runIngestCli } from './cli.js';
import { downloadWeek, grantTuesday, weeklyFileName } from './download-week.js';

// A real weekly bibliographic archive from the shared data stands in for the USPTO bulk site.
const FIXTURE = dataPath('uspto-xml/dspinellis__alexandria3k/ipgb20221025_wk43.zip');
let server: Server;
let baseUrl: string;
const requested: string[] = [];
let ctx: Awaited<ReturnType<typeof startCorpusDb>>;

describe(downloadWeek.name, () => {
  beforeAll(async () => {
    server = createServer((req, res) => {
      requested.push(req.url ?? '');
      if (req.url === '/data/patent/grant/redbook/fulltext/2022/ipg221025.zip') {
        res.writeHead(200, { 'content-type': 'application/zip' });
        createReadStream(FIXTURE).pipe(res);
      } else {
        res.writeHead(404).end('not found');
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ctx = await startCorpusDb();
  });
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await ctx?.stop();
  });

  it('maps any day to the Tuesday grant file of its week', () => {
    expect(grantTuesday('2022-10-27')).toBe('2022-10-25');
    expect(grantTuesday('2022-10-25')).toBe('2022-10-25');
    expect(weeklyFileName('2022-10-30')).toBe('ipg221025.zip');
  });

  it('streams the week archive to disk', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'week-'));
    try {
      const file = await downloadWeek('2022-10-27', dir, { baseUrl });
      expect(path.basename(file)).toBe('ipg221025.zip');
      expect(requested).toContain('/data/patent/grant/redbook/fulltext/2022/ipg221025.zip');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('says which file failed when the site has no such week', async () => {
    await expect(downloadWeek('2001-01-02', os.tmpdir(), { baseUrl })).rejects.toThrow(
      /ipg010102\.zip failed: HTTP 404/,
    );
  });

  it('ingests the downloaded week through `npm run ingest -- --download-week`', async () => {
    const code = await runIngestCli(['--download-week', '2022-10-25'], {
      ...process.env,
      DATABASE_URL: ctx.url,
      USPTO_BULK_BASE_URL: baseUrl,
      USPTO_API_KEY: '',
    });
    expect(code).toBe(0);
    expect(await ctx.repo.count()).toBeGreaterThanOrEqual(10);
  });
});
