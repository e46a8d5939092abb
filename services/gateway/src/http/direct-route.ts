import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  EXCEPTION_FILTERS_METADATA,
  FILTER_CATCH_EXCEPTIONS,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HOST_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  ROUTE_ARGS_METADATA,
  SSE_METADATA,
  VERSION_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import {
  ForbiddenException,
  NotFoundException,
  type CanActivate,
  type ExceptionFilter,
  type Type,
} from '@nestjs/common';
import { ApplicationConfig } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { isObservable, lastValueFrom } from 'rxjs';

export type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;

/** One step of the gateway's middleware pipeline, as `app.use()` takes it: for every path, or mounted at a path. */
export interface PipelineStep {
  /** A plain path (`/api`, `/api/login`): no trailing slash, no parameters or wildcards. */
  at?: string;
  fn: Middleware;
}

/** Registers the pipeline on Express, in order: the one list both dispatchers run. */
export function usePipeline(app: NestExpressApplication, steps: readonly PipelineStep[]) {
  for (const step of steps) {
    if (step.at) app.use(step.at, step.fn);
    else app.use(step.fn);
  }
}

/**
 * A route the gateway answers without Express's router and Nest's route dispatch, for the hottest call (a
 * search). It runs what they would run, in the same order, with the same objects: the middleware pipeline
 * (the steps given to `usePipeline`), the app's global guards, the controller method with the arguments its
 * `@Query()` / `@Body()` decorators take, Nest's reply (`reply()` of the HTTP adapter), and the app's global
 * exception filter (after the adapter's `mapException` for an error from a middleware step, as Nest's error
 * layer does). What it skips is the dispatch machinery: the router's walk past every earlier layer (each a
 * path match) and Nest's execution context, guard and interceptor consumers, parameter factories and promise
 * chain: about 0.2 ms a search on a 2-core VM (docs/benchmarks.md). Not mirrored: the router's
 * diagnostics-channel events, and `next('router')` from a step, which answers Nest's 404 here where Express
 * would leave the router (no step does either).
 *
 * At start it checks that this holds, and the gateway does not start otherwise: Express's layers in front of
 * the route are the adapter's (hook-less) first layer and then exactly the pipeline, nothing else on the way
 * matches the request, the first route Express would match is Nest's handler for this controller method, the
 * method's parameters are only `@Query()` / `@Body()` without pipes, nothing the direct path would skip applies
 * (route guards, interceptors, pipes, filters, headers, redirects, versions, hosts; global interceptors or
 * pipes), and the one global filter catches everything.
 */
export interface DirectRoute<C = Record<string, unknown>> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as requested, global prefix included (`/api/patents/search`); a query string may follow. */
  path: string;
  controller: Type<C>;
  /** The controller method Nest routes the request to. */
  handler: keyof C & string;
}

/** A direct route with its controller type erased, as serveDirect takes them (see directRoute()). */
export type AnyDirectRoute = Omit<DirectRoute, 'controller' | 'handler'> & {
  controller: Type<unknown>;
  handler: string;
};

export const directRoute = <C>(route: DirectRoute<C>): AnyDirectRoute => route as unknown as AnyDirectRoute;

export interface DirectRoutes {
  /** Requests answered directly so far (for tests and diagnostics). */
  served(): number;
}

type Handler = (...args: unknown[]) => unknown;
type Arg = (req: Request) => unknown;

interface Resolved {
  route: AnyDirectRoute;
  instance: Record<string, Handler>;
  fn: Handler;
  args: Arg[];
  status: number;
  /** The Express route object Nest registered, set as `req.route` (the metrics label reads its path). */
  expressRoute: unknown;
}

interface RouterLayer {
  route?: { stack: { handle: { name: string } }[]; _handlesMethod(method: string): boolean };
  handle: (...args: unknown[]) => unknown;
  rawPath: unknown;
  match(path: string): unknown;
}

const SKIPPED_METADATA = [
  GUARDS_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  EXCEPTION_FILTERS_METADATA,
  HEADERS_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  SSE_METADATA,
  VERSION_METADATA,
  HOST_METADATA,
];

const PLAIN_MOUNT = /^(\/[A-Za-z0-9._~-]+)+$/;

function refuse(why: string): never {
  throw new Error(`direct routes: ${why}`);
}

const present = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null;

/** What each parameter of the handler gets, from its decorators: only `@Query()` and `@Body()`, without pipes. */
function argumentsOf(route: AnyDirectRoute): Arg[] {
  const meta = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handler) ?? {}) as Record<
    string,
    { index: number; data?: unknown; pipes?: unknown[] }
  >;
  const args: Arg[] = [];
  for (const [key, { index, data, pipes }] of Object.entries(meta)) {
    const type = Number(key.split(':')[0]);
    if (present(pipes)) refuse(`${route.controller.name}.${route.handler}: parameter ${index} has pipes`);
    if (data !== undefined && typeof data !== 'string')
      refuse(`${route.controller.name}.${route.handler}: parameter ${index} data`);
    const field = data as string | undefined;
    if (type === RouteParamtypes.QUERY)
      args[index] = (req) => (field ? (req.query as Record<string, unknown>)[field] : req.query);
    else if (type === RouteParamtypes.BODY)
      args[index] = (req) => (field ? (req.body as Record<string, unknown> | undefined)?.[field] : req.body);
    else
      refuse(`${route.controller.name}.${route.handler}: parameter ${index} is neither @Query() nor @Body()`);
  }
  return Array.from(args, (arg) => arg ?? (() => undefined));
}

/**
 * Puts the direct routes in front of Express on the app's HTTP server (after `listen()`, once Nest has
 * registered its routes). Every other request goes to Express as before.
 */
export function serveDirect(
  app: NestExpressApplication,
  steps: readonly PipelineStep[],
  routes: readonly AnyDirectRoute[],
  opts: { logger?: Pick<Logger, 'error'> } = {},
): DirectRoutes {
  const express = app.getHttpAdapter().getInstance() as Express;
  // The Express adapter's own methods: reply() answers as Nest's route handler does, mapException as its error layer.
  const adapter = app.getHttpAdapter() as ReturnType<NestExpressApplication['getHttpAdapter']> & {
    mapException(err: unknown): unknown;
  };
  const config = app.get(ApplicationConfig);
  if (
    [
      ...config.getGlobalInterceptors(),
      ...config.getGlobalRequestInterceptors(),
      ...config.getGlobalPipes(),
      ...config.getGlobalRequestPipes(),
    ].length > 0
  )
    refuse('the app has global interceptors or pipes, which they would skip');
  const guards: CanActivate[] = [
    ...config.getGlobalGuards(),
    ...config.getGlobalRequestGuards().map((w) => w.instance as CanActivate),
  ];
  const filters: ExceptionFilter[] = [
    ...config.getGlobalFilters(),
    ...config.getGlobalRequestFilters().map((w) => w.instance as ExceptionFilter),
  ];
  if (filters.length !== 1 || present(Reflect.getMetadata(FILTER_CATCH_EXCEPTIONS, filters[0].constructor)))
    refuse('the app needs exactly one global exception filter, catching everything');
  const filter = filters[0];
  const hooks = adapter as unknown as {
    onRequestHook?: unknown;
    onResponseHook?: unknown;
    getOnRouteTriggered?: () => unknown;
  };
  if (hooks.onRequestHook || hooks.onResponseHook || hooks.getOnRouteTriggered?.())
    refuse('the HTTP adapter has hooks, which they would skip');
  for (const step of steps) {
    if (step.at !== undefined && !PLAIN_MOUNT.test(step.at))
      refuse(`the mount path ${JSON.stringify(step.at)} is not a plain path`);
    if (step.fn.length > 3) refuse('an error-handling middleware in the pipeline');
  }
  const sensitive = express.enabled('case sensitive routing');
  const mountedOn = (at: string, path: string) => {
    const head = path.slice(0, at.length);
    return (
      (sensitive ? head === at : head.toLowerCase() === at.toLowerCase()) &&
      (path.length === at.length || path[at.length] === '/')
    );
  };

  // Express's layers: the adapter's own first one (hook-less, checked above), the pipeline, then whatever Nest
  // and the app registered; before the route's own layer, nothing may take the request.
  const stack = (express.router as unknown as { stack: RouterLayer[] }).stack;
  const pipelineFns = new Set(steps.map((s) => s.fn));
  const first = stack[0]?.route || pipelineFns.has(stack[0]?.handle as Middleware) ? 0 : 1;
  if (first === 1 && !String(stack[0].handle).includes('onRequestHook'))
    refuse("Express's first layer is neither the adapter's nor the pipeline's");
  steps.forEach((step, k) => {
    const layer = stack[first + k];
    if (!layer || layer.route || layer.handle !== step.fn || layer.rawPath !== (step.at ?? '/'))
      refuse(`Express's middleware is not the pipeline (layer ${first + k})`);
  });
  const resolved = new Map<string, Resolved>();
  for (const route of routes) {
    const fn = (route.controller.prototype as Record<string, Handler | undefined>)[route.handler];
    if (typeof fn !== 'function') refuse(`${route.controller.name}.${route.handler} is not a method`);
    let found: RouterLayer | undefined;
    for (const layer of stack.slice(first + steps.length)) {
      if (!layer.match(route.path)) continue;
      if (!layer.route) refuse(`a middleware outside the pipeline takes ${route.path}`);
      if (!layer.route._handlesMethod(route.method.toLowerCase())) continue;
      found = layer;
      break;
    }
    const nestName = `${route.controller.name}.${route.handler}`;
    if (!found?.route || found.route.stack.length !== 1 || found.route.stack[0].handle.name !== nestName)
      refuse(`Express routes ${route.method} ${route.path} to something other than ${nestName}`);
    for (const key of SKIPPED_METADATA) {
      if (present(Reflect.getMetadata(key, fn)) || present(Reflect.getMetadata(key, route.controller)))
        refuse(`${nestName} has ${key}, which they do not apply`);
    }
    const code = Reflect.getMetadata(HTTP_CODE_METADATA, fn) as number | undefined;
    resolved.set(`${route.method} ${route.path}`, {
      route,
      instance: app.get(route.controller) as Record<string, Handler>,
      fn,
      args: argumentsOf(route),
      status: code ?? (route.method === 'POST' ? 201 : 200),
      expressRoute: found.route,
    });
  }

  let served = 0;
  const poweredBy = express.enabled('x-powered-by');
  const dispatch = (req: Request, res: Response, target: Resolved) => {
    served++;
    // What Express's app.handle and router.handle set up.
    if (poweredBy) res.setHeader('X-Powered-By', 'Express');
    req.res = res;
    res.req = req;
    Object.setPrototypeOf(req, express.request);
    Object.setPrototypeOf(res, express.response);
    res.locals ??= Object.create(null) as Record<string, unknown>;
    req.baseUrl = '';
    req.originalUrl ??= req.url;
    req.params = {};
    req.next = next;
    const url = req.url;
    const path = target.route.path;
    const context = () =>
      new ExecutionContextHost([req, res, next], target.instance.constructor as Type<unknown>, target.fn);
    const fail = (err: unknown) => {
      try {
        const out = filter.catch(err, new ExecutionContextHost([req, res, next])) as unknown;
        if (out instanceof Promise) out.catch(failedFilter);
      } catch (e) {
        failedFilter(e);
      }
    };
    // The filter itself failed: the request still gets an answer.
    const failedFilter = (e: unknown) => {
      opts.logger?.error({ err: e }, 'exception filter failed');
      if (res.headersSent) res.destroy();
      else res.status(500).json({ message: 'Internal server error' });
    };
    let i = 0;
    function next(err?: unknown): void {
      req.url = url;
      req.baseUrl = '';
      if (err === 'router') return void fail(new NotFoundException(`Cannot ${req.method} ${url}`));
      // Express passes an error past every further step to the error layer: Nest's, which maps it, then the filter.
      if (err && err !== 'route') return void fail(adapter.mapException(err));
      while (i < steps.length) {
        const step = steps[i++];
        if (step.at) {
          if (!mountedOn(step.at, path)) continue;
          req.baseUrl = url.slice(0, step.at.length);
          const rest = url.slice(step.at.length);
          req.url = rest.startsWith('/') ? rest : `/${rest}`;
        }
        try {
          const out = step.fn(req, res, next) as { then?: unknown } | undefined;
          if (out && typeof out.then === 'function')
            (out as Promise<unknown>).then(undefined, (e: unknown) =>
              next(e ?? new Error('Rejected promise')),
            );
        } catch (e) {
          next(e);
        }
        return;
      }
      (req as { route?: unknown }).route = target.expressRoute;
      void answer().catch(fail);
    }
    const answer = async () => {
      if (guards.length > 0) {
        const ctx = context();
        for (const guard of guards) {
          const result = guard.canActivate(ctx);
          const allowed = isObservable(result) ? await lastValueFrom(result) : await result;
          if (!allowed) throw new ForbiddenException('Forbidden resource');
        }
      }
      const result = await target.fn.apply(
        target.instance,
        target.args.map((arg) => arg(req)),
      );
      // Nest also unwraps an Observable result; a stream or file result (not returned here) would need Nest's streaming.
      adapter.reply(
        res,
        isObservable(result) ? await lastValueFrom(result, { defaultValue: undefined }) : result,
        target.status,
      );
    };
    next();
  };

  const server = app.getHttpServer() as Server;
  const listeners = server.listeners('request');
  if (listeners.length !== 1)
    refuse(`expected Express as the one request listener, found ${listeners.length}`);
  const handleWithExpress = listeners[0] as (req: IncomingMessage, res: ServerResponse) => void;
  server.removeListener('request', handleWithExpress);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const target = resolved.get(`${req.method} ${q < 0 ? url : url.slice(0, q)}`);
    if (target) dispatch(req as Request, res as Response, target);
    else handleWithExpress(req, res);
  });
  return { served: () => served };
}
