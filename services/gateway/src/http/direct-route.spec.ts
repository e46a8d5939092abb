import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Body,
  Controller,
  HttpCode,
  Module,
  Post,
  Query,
  UseGuards,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { createLogger } from '@patent-hub/service-kit';
import type { Request } from 'express';
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
}

const USER = { id: 'u1' };
const sessions = { get: (id: string) => Promise.resolve(id === 'good' ? { user: USER } : undefined) };

@Module({
  controllers: [ThingsController],
  providers: [
    { provide: SessionStore, useValue: sessions },
    SessionGuard,
    { provide: APP_GUARD, useExisting: SessionGuard },
    {
      provide: HttpExceptionFilter,
      useValue: new HttpExceptionFilter(createLogger('test', { level: 'silent' })),
    },
    { provide: APP_FILTER, useExisting: HttpExceptionFilter },
  ],
})
class ThingsModule {}

const FIND = directRoute<ThingsController>({
  method: 'POST',
  path: '/api/things/find',
  controller: ThingsController,
  handler: 'find',
  call: (c, req) => c.find(req.query, req.body),
});

let app: NestExpressApplication | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Seen by the steps: what Express would show a middleware mounted where it is. */
const seen: string[] = [];
const PIPELINE: PipelineStep[] = [
  {
    fn: (req, _res, next) => {
      seen.push(`all ${req.baseUrl}|${req.url}`);
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
      seen.push(`api ${req.baseUrl}|${req.url}`);
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (text += c));
      req.on('end', () => {
        req.body = text ? (JSON.parse(text) as unknown) : undefined;
        next();
      });
    },
  },
  {
    at: '/API',
    // Mounted in capitals: Express matches mount paths whatever their case.
    fn: async (req, _res, next) => {
      seen.push('API');
      await Promise.resolve();
      if (req.get('x-step') === 'reject') throw new RpcError(ErrorCode.FORBIDDEN, 'refused by a step');
      if (req.get('x-step') === 'next-error')
        return next(new RpcError(ErrorCode.CONFLICT, 'passed on by a step'));
      next();
    },
  },
];

async function start(opts: { interceptor?: boolean } = {}) {
  app = await NestFactory.create<NestExpressApplication>(ThingsModule, { bodyParser: false, logger: false });
  usePipeline(app, PIPELINE);
  app.setGlobalPrefix('api');
  if (opts.interceptor) {
    app.useGlobalInterceptors({
      intercept: (_ctx: ExecutionContext, next: CallHandler) => next.handle(),
    } as NestInterceptor);
  }
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;
  return { app, url, deps: { guard: app.get(SessionGuard), filter: app.get(HttpExceptionFilter) } };
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe(serveDirect.name, () => {
  it('answers its route with the steps, guard, controller method, HTTP code and filter', async () => {
    const { app, url, deps } = await start();
    const direct = serveDirect(app, PIPELINE, [FIND], deps);
    seen.length = 0;
    const ok = await post(`${url}/api/things/find?page=2`, { a: 1 }, { 'x-sid': 'good' });
    expect(ok.status).toBe(202);
    expect(await ok.json()).toEqual({ query: { page: '2' }, body: { a: 1 } });
    // Mounted steps see the path below their mount point, as under Express; '/api/other' is not on the way.
    expect(seen).toEqual(['all |/api/things/find?page=2', 'api /api|/things/find?page=2', 'API']);
    expect(direct.served()).toBe(1);

    expect(await (await post(`${url}/api/things/find`, {}, { 'x-sid': 'bad' })).json()).toEqual({
      message: 'Unauthorized',
    });
    const rpc = await post(`${url}/api/things/find`, { fail: 'rpc' }, { 'x-sid': 'good' });
    expect([rpc.status, await rpc.json()]).toEqual([
      400,
      { message: 'name: is wrong', code: 'VALIDATION', field: 'name' },
    ]);
    const bug = await post(`${url}/api/things/find`, { fail: 'bug' }, { 'x-sid': 'good' });
    expect([bug.status, await bug.json()]).toEqual([500, { message: 'Internal server error' }]);
    const rejected = await post(`${url}/api/things/find`, {}, { 'x-sid': 'good', 'x-step': 'reject' });
    expect([rejected.status, await rejected.json()]).toEqual([
      403,
      { message: 'refused by a step', code: 'FORBIDDEN' },
    ]);
    const passed = await post(`${url}/api/things/find`, {}, { 'x-sid': 'good', 'x-step': 'next-error' });
    expect([passed.status, await passed.json()]).toEqual([
      409,
      { message: 'passed on by a step', code: 'CONFLICT' },
    ]);
    expect(direct.served()).toBe(6);

    // Other paths and methods go through Express and Nest as before.
    const open = await post(`${url}/api/things/open`, {});
    expect([open.status, await open.json()]).toEqual([201, { open: true }]);
    expect((await fetch(`${url}/api/things/find`)).status).toBe(404);
    expect(direct.served()).toBe(6);
  });

  it('refuses a route Nest did not register, and a route with a guard of its own', async () => {
    const { app, deps } = await start();
    expect(() => serveDirect(app, PIPELINE, [{ ...FIND, path: '/api/things/lost' }], deps)).toThrow(
      /registered no POST/,
    );
    expect(() =>
      serveDirect(app, PIPELINE, [{ ...FIND, path: '/api/things/guarded', handler: 'guarded' }], deps),
    ).toThrow(/__guards__/);
  });

  it('refuses an app with a global interceptor, which it would skip', async () => {
    const { app, deps } = await start({ interceptor: true });
    expect(() => serveDirect(app, PIPELINE, [FIND], deps)).toThrow(/global interceptors/);
  });
});
