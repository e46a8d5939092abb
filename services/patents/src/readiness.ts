import type { InternalHandler } from '@patent-hub/service-kit';

/** What readiness needs to know of the search engine: whether it answers as configured yet, and how far it is. */
export interface SearchReadiness {
  isReady(): boolean;
  /** Shown as `searchIndex` in the /readyz body (the embedded index's load progress, say). */
  status(): Record<string, unknown>;
  /** The body's `status` while not ready: 'loading' (the default) or, say, 'unavailable'. */
  readonly notReadyStatus?: string;
}

/**
 * GET /readyz on the internal port (Kubernetes readinessProbe, compose healthcheck): 200 once this replica's
 * search engine is ready (the embedded BM25 index loaded), 503 before, both with its status. /healthz stays
 * the liveness check: a replica whose index is loading is alive and already answers searches (unranked).
 */
export function readinessRoute(search: SearchReadiness): InternalHandler {
  return (req, res, notFound) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/readyz') return notFound();
    const ready = search.isReady();
    res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        status: ready ? 'ready' : (search.notReadyStatus ?? 'loading'),
        service: 'patents',
        searchIndex: search.status(),
      }),
    );
  };
}
