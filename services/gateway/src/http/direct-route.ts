import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  SSE_METADATA,
} from '@nestjs/common/constants.js';
import type { Type } from '@nestjs/common';
import { ApplicationConfig, Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, Response } from 'express';
import type { SessionRequest } from '../auth/current-user.decorator.js';
import { IS_PUBLIC_KEY } from '../auth/public.decorator.js';
import type { SessionGuard } from '../auth/session.guard.js';
import type { HttpExceptionFilter } from './http-exception.filter.js';

export type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;

/** One step of the gateway's middleware pipeline, as `app.use()` takes it: for every path, or mounted at a path. */
export interface PipelineStep {
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
 * A route the gateway answers without Express's router and Nest's route dispatch, for the hottest calls
 * (a search). It runs what they would run, in the same order, with the same objects: the same middleware
 * functions (the pipeline given to `usePipeline`), the global session guard's check, the controller's own
 * method, Nest's reply (`reply()` of the HTTP adapter) and the global exception filter. What it skips is the
 * dispatch machinery: the router's walk past every earlier layer (each a path match), and Nest's execution
 * context, guard and interceptor consumers, parameter factories and promise chain, about 0.2 ms a search on
 * a 2-core VM (docs/benchmarks.md). At start it checks that Nest routes the same request to the same
 * method and that nothing it would skip applies to it (route guards, interceptors, pipes, filters, headers,
 * global interceptors or pipes); if one is added later, the gateway refuses to start rather than answer
 * differently.
 */
export interface DirectRoute<C = Record<string, unknown>> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as requested, global prefix included (`/api/patents/search`); a query string may follow. */
  path: string;
  controller: Type<C>;
  /** The controller method Nest routes the request to. */
  handler: keyof C & string;
  /** Calls that method with what its parameter decorators would pass (e.g. `req.query`, `req.body`). */
  call(controller: C, req: Request): unknown;
}

/** A direct route with its controller type erased, as serveDirect takes them (see directRoute()). */
export type AnyDirectRoute = Omit<DirectRoute, 'controller' | 'call'> & {
  controller: Type<unknown>;
  call(controller: unknown, req: Request): unknown;
};

export const directRoute = <C>(route: DirectRoute<C>): AnyDirectRoute => route as unknown as AnyDirectRoute;

export interface DirectRoutes {
  /** Requests answered directly so far (for tests and diagnostics). */
  served(): number;
}

interface Resolved {
  route: AnyDirectRoute;
  instance: unknown;
  status: number;
  isPublic: boolean;
  /** The Express route object Nest registered, set as `req.route` (the metrics label reads its path). */
  expressRoute: unknown;
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
];

/** Where Express mounts `at` (case-insensitive, on a segment boundary), does it take `path`? */
function mountedOn(at: string, path: string): boolean {
  const head = path.slice(0, at.length).toLowerCase();
  return head === at.toLowerCase() && (path.length === at.length || path[at.length] === '/');
}

/**
 * Puts the direct routes in front of Express on the app's HTTP server (after `listen()`, once Nest has
 * registered its routes). Every other request goes to Express as before.
 */
export function serveDirect(
  app: NestExpressApplication,
  steps: readonly PipelineStep[],
  routes: readonly AnyDirectRoute[],
  deps: { guard: SessionGuard; filter: HttpExceptionFilter },
): DirectRoutes {
  const express = app.getHttpAdapter().getInstance() as Express;
  const adapter = app.getHttpAdapter();
  const reflector = app.get(Reflector);
  const config = app.get(ApplicationConfig);
  const globals = [
    ...config.getGlobalInterceptors(),
    ...config.getGlobalRequestInterceptors(),
    ...config.getGlobalPipes(),
    ...config.getGlobalRequestPipes(),
  ];
  if (globals.length > 0)
    throw new Error('direct routes: the app has global interceptors or pipes they would skip');
  const guards = [...config.getGlobalGuards(), ...config.getGlobalRequestGuards().map((w) => w.instance)];
  const filters = [...config.getGlobalFilters(), ...config.getGlobalRequestFilters().map((w) => w.instance)];
  if (guards.length !== 1 || guards[0] !== deps.guard || filters.length !== 1 || filters[0] !== deps.filter)
    throw new Error('direct routes: the global guard and exception filter are not the ones given');

  const stack = (
    express.router as unknown as { stack: { route?: { path: unknown; methods: Record<string, boolean> } }[] }
  ).stack;
  const resolved = new Map<string, Resolved>();
  for (const route of routes) {
    const fn = (route.controller.prototype as Record<string, unknown>)[route.handler];
    if (typeof fn !== 'function')
      throw new Error(`direct routes: ${route.controller.name}.${route.handler} is not a method`);
    // The first route layer Express would match for this method and path must be this one's.
    const layer = stack.find(
      (l) => l.route?.path === route.path && l.route.methods[route.method.toLowerCase()],
    );
    if (!layer) throw new Error(`direct routes: Nest registered no ${route.method} ${route.path}`);
    for (const key of SKIPPED_METADATA) {
      const onHandler: unknown = Reflect.getMetadata(key, fn);
      const onClass: unknown = Reflect.getMetadata(key, route.controller);
      if (
        (Array.isArray(onHandler) ? onHandler.length : onHandler) ||
        (Array.isArray(onClass) ? onClass.length : onClass)
      )
        throw new Error(
          `direct routes: ${route.controller.name}.${route.handler} has ${key}, which they do not apply`,
        );
    }
    const code = Reflect.getMetadata(HTTP_CODE_METADATA, fn) as number | undefined;
    resolved.set(`${route.method} ${route.path}`, {
      route,
      instance: app.get(route.controller),
      status: code ?? (route.method === 'POST' ? 201 : 200),
      isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [fn, route.controller]) === true,
      expressRoute: layer.route,
    });
  }

  let served = 0;
  const dispatch = (req: Request, res: Response, target: Resolved) => {
    served++;
    // What Express's app.handle and router.handle set up.
    req.res = res;
    res.req = req;
    Object.setPrototypeOf(req, express.request);
    Object.setPrototypeOf(res, express.response);
    res.locals ??= Object.create(null) as Record<string, unknown>;
    req.originalUrl ??= req.url;
    req.baseUrl = '';
    req.next = next;
    const url = req.url;
    const path = target.route.path;
    const fail = (err: unknown) => deps.filter.catch(err, new ExecutionContextHost([req, res, next]));
    let i = 0;
    function next(err?: unknown): void {
      req.url = url;
      req.baseUrl = '';
      // Express passes an error past every further middleware to the error handler: Nest's, with the filter.
      if (err !== undefined && err !== null) return void fail(err);
      while (i < steps.length) {
        const step = steps[i++];
        if (step.at) {
          if (!mountedOn(step.at, path)) continue;
          req.baseUrl = url.slice(0, step.at.length);
          req.url = url.slice(step.at.length) || '/';
        }
        try {
          const out = step.fn(req, res, next);
          if (out instanceof Promise)
            out.then(undefined, (e: unknown) => next(e ?? new Error('Rejected promise')));
        } catch (e) {
          next(e);
        }
        return;
      }
      req.params = {};
      (req as { route?: unknown }).route = target.expressRoute;
      void answer().catch(fail);
    }
    const answer = async () => {
      if (!target.isPublic) await deps.guard.authenticate(req as SessionRequest);
      const result = await target.route.call(target.instance, req);
      adapter.reply(res, result, target.status);
    };
    next();
  };

  const server = app.getHttpServer() as Server;
  const listeners = server.listeners('request');
  if (listeners.length !== 1)
    throw new Error(`direct routes: expected Express as the one request listener, found ${listeners.length}`);
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
