import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Body,
  Controller,
  HttpCode,
  Module,
  Post,
  Query,
  Req,
  UseGuards,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD, NestFactory } from '@nestjs/core';
import type { ExpressAdapter, NestExpressApplication } from '@nestjs/platform-express';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { createLogger } from '@patent-hub/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { Public } from '../auth/public.decorator.js';
import { SessionGuard } from '../auth/session.guard.js';
import { SessionStore } from '../auth/session.store.js';
import { directRoute, serveDirect, usePipeline, type PipelineStep } from './direct-route.js';
import { HttpExceptionFilter } from './http-exception.filter.js';

@Controller('things')
class ThingsController {
  @Post('find')
  @HttpCode(202)
  find(@Query() query: unknown, @Body() body: unknown) {
    const b = body as { fail?: string } | undefined;
    if (b?.fail === 'rpc') throw new RpcError(ErrorCode.VALIDATION, 'name: is wrong', { field: 'name' });
    if (b?.fail === 'bug') throw new Error('a bug');
    return { query, body };
  }

  @Public()
  @Post('open')
  open() {
    return { open: true };
  }

  @Post('guarded')
  @UseGuards(
    class {
      canActivate() {
        return true;
      }
    },
  )
  guarded() {
    return {};
  }

  @Post('raw')
  raw(@Req() req: Request) {
    return { url: req.url };
  }
}

// Registered before ThingsController: its POST things/:id takes POST things/find in Express.
@Controller('things')
class ShadowController {
  @Post(':id')
  any() {
    return { shadow: true };
  }
}

const USER = { id: 'u1' };
const sessions = { get: (id: string) => Promise.resolve(id === 'good' ? { user: USER } : undefined) };
const providers = [
  { provide: SessionStore, useValue: sessions },
  { provide: APP_GUARD, useClass: SessionGuard },
  { provide: APP_FILTER, useValue: new HttpExceptionFilter(createLogger('test', { level: 'silent' })) },
];

@Module({ controllers: [ThingsController], providers })
class ThingsModule {}

@Module({ controllers: [ShadowController, ThingsController], providers })
class ShadowedModule {}

const FIND = directRoute<ThingsController>({
  method: 'POST',
  path: '/api/things/find',
  controller: ThingsController,
  handler: 'find',
});

/** What the steps saw of the request, as Express shows a middleware mounted where it is. */
let seen: string[] = [];
const httpError = (status: number, message: string) =>
  Object.assign(new Error(message), { status, statusCode: status, expose: true });
const PIPELINE: PipelineStep[] = [
  {
    fn: (req, _res, next) => {
      seen.push(`all ${req.baseUrl}|${req.url}|${req.originalUrl}|${JSON.stringify(req.params)}`);
      // Stands in for the cookie parser: the session id from a header.
      (req as Request & { signedCookies: Record<string, string> }).signedCookies = {
        ph_sid: req.get('x-sid') ?? '',
      };
      next();
    },
  },
  { at: '/api/other', fn: (_req, _res, next) => (seen.push('other'), next()) },
  {
    at: '/api',
    fn: (req, _res, next) => {
      seen.push(`api ${req.baseUrl}|${req.url}|${req.path}`);
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (text += c));
      req.on('end', () => {
        req.body = text ? (JSON.parse(text) as unknown) : undefined;
        next();
      });
    },
  },
  // Mounted in capitals: Express matches mount paths whatever their case.
  {
    at: '/API',
    fn: async (req: Request, _res: Response, next: NextFunction) => {
      seen.push('API');
      await Promise.resolve();
      const step = req.get('x-step');
      if (step === 'reject') throw new RpcError(ErrorCode.FORBIDDEN, 'refused by a step');
      if (step === 'throw') throw new Error('a step broke');
      if (step === 'next-error') return next(new RpcError(ErrorCode.CONFLICT, 'passed on by a step'));
      if (step === 'too-large') return next(httpError(413, 'request entity too large'));
      if (step === 'syntax') return next(Object.assign(new SyntaxError('Unexpected token'), { status: 400 }));
      if (step === 'false') return next(false as unknown as Error);
      next();
    },
  },
  {
    at: '/api/things/find',
    fn: (req, _res, next) => (seen.push(`route-mount ${req.baseUrl}|${req.url}`), next()),
  },
];

const apps: NestExpressApplication[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function start(module: Type = ThingsModule, setup?: (app: NestExpressApplication) => void) {
  const app = await NestFactory.create<NestExpressApplication>(module, { bodyParser: false, logger: false });
  apps.push(app);
  usePipeline(app, PIPELINE);
  setup?.(app);
  app.setGlobalPrefix('api');
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}` };
}
type Type = new (...args: never[]) => unknown;

interface Case {
  name: string;
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const CASES: Case[] = [
  { name: 'a good request', path: '/api/things/find?page=2&q=a%20b', body: { a: 1 } },
  { name: 'no session', headers: { 'x-sid': 'bad' } },
  { name: 'an RpcError from the handler', body: { fail: 'rpc' } },
  { name: 'a bug in the handler', body: { fail: 'bug' } },
  { name: 'a step that rejects', headers: { 'x-step': 'reject' } },
  { name: 'a step that throws', headers: { 'x-step': 'throw' } },
  { name: 'an RpcError passed on by a step', headers: { 'x-step': 'next-error' } },
  { name: 'an http-errors 413 passed on by a step', headers: { 'x-step': 'too-large' } },
  { name: "body-parser's SyntaxError passed on by a step", headers: { 'x-step': 'syntax' } },
  { name: 'next(false) from a step', headers: { 'x-step': 'false' } },
  { name: 'a query string alone', path: '/api/things/find?' },
];

const VOLATILE = new Set(['date', 'connection', 'keep-alive']);
async function send(url: string, c: Case) {
  seen = [];
  const res = await fetch(`${url}${c.path ?? '/api/things/find'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sid': 'good', ...c.headers },
    body: JSON.stringify(c.body ?? {}),
  });
  const headers = [...res.headers].filter(([k]) => !VOLATILE.has(k));
  return { status: res.status, headers, body: await res.text(), seen };
}

describe(serveDirect.name, () => {
  it('answers like Express and Nest: steps, guard, arguments, HTTP code, mapped errors, filter', async () => {
    const viaExpress = await start();
    const direct = await start();
    const served = serveDirect(direct.app, PIPELINE, [FIND]);
    for (const c of CASES) {
      const [a, b] = [await send(direct.url, c), await send(viaExpress.url, c)];
      expect({ case: c.name, ...a }).toEqual({ case: c.name, ...b });
    }
    expect(served.served()).toBe(CASES.length);
    // A few of the answers themselves, so the comparison cannot pass with both wrong.
    const ok = await send(direct.url, CASES[0]);
    expect([ok.status, JSON.parse(ok.body)]).toEqual([
      202,
      { query: { page: '2', q: 'a b' }, body: { a: 1 } },
    ]);
    expect(ok.seen).toEqual([
      'all |/api/things/find?page=2&q=a%20b|/api/things/find?page=2&q=a%20b|{}',
      'api /api|/things/find?page=2&q=a%20b|/things/find',
      'API',
      'route-mount /api/things/find|/?page=2&q=a%20b',
    ]);
    expect(ok.headers).toContainEqual(['x-powered-by', 'Express']);
    expect((await send(direct.url, CASES[7])).status).toBe(413);
    expect((await send(direct.url, CASES[8])).status).toBe(400);
    // Other paths go through Express and Nest as before.
    const open = await fetch(`${direct.url}/api/things/open`, { method: 'POST' });
    expect([open.status, await open.json()]).toEqual([201, { open: true }]);
    expect(served.served()).toBe(CASES.length + 3);
  });

  it('refuses a route Nest did not register, or that another route takes first in Express', async () => {
    const { app } = await start();
    // Nest's not-found layer, at the end, takes a path no route has.
    expect(() => serveDirect(app, PIPELINE, [{ ...FIND, path: '/api/things/lost' }])).toThrow(
      /outside the pipeline takes \/api\/things\/lost/,
    );
    const shadowed = await start(ShadowedModule);
    expect(() => serveDirect(shadowed.app, PIPELINE, [FIND])).toThrow(
      /something other than ThingsController.find/,
    );
  });

  it('refuses a route with a guard of its own, or a parameter it does not fill', async () => {
    const { app } = await start();
    expect(() =>
      serveDirect(app, PIPELINE, [{ ...FIND, path: '/api/things/guarded', handler: 'guarded' }]),
    ).toThrow(/__guards__/);
    expect(() => serveDirect(app, PIPELINE, [{ ...FIND, path: '/api/things/raw', handler: 'raw' }])).toThrow(
      /neither @Query\(\) nor @Body\(\)/,
    );
  });

  it('refuses an app with a global interceptor, a request hook, or middleware outside the pipeline', async () => {
    const intercepted = await start(ThingsModule, (app) =>
      app.useGlobalInterceptors({
        intercept: (_ctx: ExecutionContext, next: CallHandler) => next.handle(),
      } as NestInterceptor),
    );
    expect(() => serveDirect(intercepted.app, PIPELINE, [FIND])).toThrow(/global interceptors/);
    const hooked = await start(ThingsModule, (app) =>
      (app.getHttpAdapter() as unknown as ExpressAdapter).setOnRequestHook((_req, _res, done) => done()),
    );
    expect(() => serveDirect(hooked.app, PIPELINE, [FIND])).toThrow(/hooks/);
    const extra = await start(ThingsModule, (app) =>
      app.use('/api', (_req: Request, _res: Response, next: NextFunction) => next()),
    );
    expect(() => serveDirect(extra.app, PIPELINE, [FIND])).toThrow(/outside the pipeline/);
  });

  it('refuses a pipeline it cannot mirror: a mount path that is not plain, an error-handling step', async () => {
    const { app } = await start();
    expect(() => serveDirect(app, [...PIPELINE, { at: '/api/', fn: (_q, _s, n) => n() }], [FIND])).toThrow(
      /not a plain path/,
    );
    const errorStep = (_e: unknown, _q: Request, _s: Response, n: NextFunction) => n();
    expect(() => serveDirect(app, [{ fn: errorStep as never }], [FIND])).toThrow(/error-handling/);
  });
});
