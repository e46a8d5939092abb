import { currentTraceId, httpRouteSetter, type Logger } from '@patent-hub/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { routeOf } from './http-metrics.js';

// Load balancer and kubelet probes: many a minute, nothing to read in them.
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * One log line per request once its response is sent: method, route template (never the raw path or query:
 * ids and search terms stay out of the logs), status, duration and the trace id to find its spans.
 */
export function requestLog(logger: Logger) {
  const withRoute = (req: Request, val: object) => ({ ...val, route: routeOf(req) });
  return pinoHttp<Request, Response>({
    logger,
    quietReqLogger: true,
    customProps: () => {
      const traceId = currentTraceId();
      return traceId ? { trace_id: traceId } : {};
    },
    serializers: {
      req: (req: { id: unknown; method: string }) => ({ id: req.id, method: req.method }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customSuccessObject: (req, _res, val) => withRoute(req, val),
    customErrorObject: (req, _res, _err, val) => withRoute(req, val),
    customSuccessMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
    autoLogging: { ignore: (req) => PROBES.has((req.url ?? '').split('?')[0]) },
  });
}

/** Names the request's server span by its route template (http.route), `POST /api/patents/search`. */
export function traceRoute(req: Request, res: Response, next: NextFunction) {
  const setRoute = httpRouteSetter();
  if (setRoute) {
    res.once('finish', () => {
      const route = routeOf(req);
      if (!route.startsWith('(')) setRoute(route);
    });
  }
  next();
}
