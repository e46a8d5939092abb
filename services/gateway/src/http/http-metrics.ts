import type { ServiceMetrics } from '@patent-hub/service-kit';
import type { NextFunction, Request, Response } from 'express';

/**
 * Times every request and records it by route template (`/api/patents/:id`, never the raw path, so
 * ids do not explode the series count), method and status.
 */
export function httpMetrics(metrics: ServiceMetrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.once('finish', () => {
      metrics.httpRequest(
        { method: req.method, route: routeOf(req), status: res.statusCode },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}

/** The matched route's template; unmatched API paths and the web app's files share one label each. */
export function routeOf(req: Pick<Request, 'route' | 'baseUrl' | 'originalUrl'>): string {
  const template = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof template === 'string') return `${req.baseUrl ?? ''}${template}`;
  const path = req.originalUrl.split('?')[0];
  return path === '/api' || path.startsWith('/api/') ? '(unmatched)' : '(web)';
}

const INTERNAL = /^\/(metrics|healthz|queues)(\/|$)/;

/**
 * The internal port's paths answer 404 on the public port, so a build of the web app (whose fallback
 * serves index.html for any GET) can never make them look reachable through the ingress.
 */
export function internalPathsNotFound(req: Request, res: Response, next: NextFunction) {
  if (!INTERNAL.test(req.path)) return next();
  res.status(404).type('text/plain').send('Not found');
}
