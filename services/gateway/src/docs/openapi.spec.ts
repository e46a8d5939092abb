import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.js';

const run = promisify(execFile);
const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);
const config = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

interface LintResult {
  exitCode: number;
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string }[];
}

describe('the OpenAPI document', () => {
  let dir: string;
  const doc = buildOpenApiDocument();

  /** `redocly lint` with the recommended rules (redocly.yaml), run offline on a document written to a file. */
  async function lint(document: unknown): Promise<LintResult> {
    const file = path.join(dir, `openapi-${Math.random().toString(36).slice(2)}.json`);
    await writeFile(file, JSON.stringify(document));
    const env = { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' };
    const out = await run(process.execPath, [cli, 'lint', '--config', config, '--format=json', file], {
      env,
    }).then(
      (r) => ({ exitCode: 0, stdout: r.stdout }),
      (e: { code: number; stdout: string }) => ({ exitCode: e.code, stdout: e.stdout }),
    );
    return { exitCode: out.exitCode, ...(JSON.parse(out.stdout) as Omit<LintResult, 'exitCode'>) };
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ph-openapi-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('passes redocly lint with no errors', async () => {
    const result = await lint(doc);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(result.totals.errors).toBe(0);
    expect(result.exitCode).toBe(0);
  }, 30_000);

  it('fails redocly lint when an operation is broken', async () => {
    const broken = structuredClone(doc) as typeof doc;
    broken.paths['/api/patents/{id}'].get!.parameters = []; // {id} no longer declared
    const result = await lint(broken);
    expect(result.exitCode).not.toBe(0);
    expect(result.problems.map((p) => p.ruleId)).toContain('path-parameters-defined');
  }, 30_000);

  it('answers with the real status codes and the error envelope', () => {
    const op = (p: string, m: 'get' | 'post' | 'patch' | 'delete') => doc.paths[p][m]!;
    expect(Object.keys(op('/api/patents/{id}/analyze', 'post').responses)).toEqual(
      expect.arrayContaining(['202', '401', '403', '404']),
    );
    expect(Object.keys(op('/api/collections', 'post').responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '413']),
    );
    expect(Object.keys(op('/api/patents/save', 'post').responses)).toEqual(
      expect.arrayContaining(['200', '201']),
    );
    expect(Object.keys(op('/api/login', 'get').responses)).toEqual(expect.arrayContaining(['302', '429']));
    expect(op('/api/collections/{id}', 'delete').responses['404']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });

  it('describes the session cookie and the x-csrf-token header, and which routes need them', () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'ph_sid' },
      csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
    });
    expect(doc.paths['/api/patents/saved'].get!.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/collections'].post!.security).toEqual([{ session: [], csrf: [] }]);
    expect(doc.paths['/api/health'].get!.security).toEqual([]);
  });

  it('takes request bodies and query parameters from the contracts', () => {
    const search = doc.paths['/api/patents/search'].post!;
    expect(search.parameters?.map((p) => ('name' in p ? p.name : ''))).toEqual(['page', 'limit']);
    expect(search.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { dateRange: { default: 'last_5_years' } } } } },
    });
  });
});
