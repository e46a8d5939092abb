// Preloaded with `node --import @patent-hub/service-kit/telemetry/register <entry>` (npm start, the image,
// docker compose, Kubernetes) so tracing starts before the process loads pg, ioredis, http or Nest: an
// instrumentation patches only modules loaded after it. ES modules reach the instrumentations through
// import-in-the-middle's in-thread loader hooks, limited to the modules they patch. Without
// OTEL_EXPORTER_OTLP_ENDPOINT nothing is hooked and nothing is recorded (see startTelemetry).
import { register as registerLoader } from 'node:module';
import { register, supportsSyncHooks } from 'import-in-the-middle/register-hooks.mjs';
import { startTelemetry } from './telemetry.js';

/** The modules the instrumentations of startTelemetry patch (http also covers the server side). */
export const INSTRUMENTED_MODULES = ['http', 'https', 'pg', 'pg-pool', 'ioredis'];

/** The service name of a process entry: services/<name>/dist/main.js, or ai-worker for the worker. */
export function serviceNameOf(entry: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (env.OTEL_SERVICE_NAME) return env.OTEL_SERVICE_NAME;
  const match = /services[\\/]([\w-]+)[\\/](?:dist|src)[\\/](worker-)?main\.[jt]s$/.exec(entry ?? '');
  if (!match) return 'patent-hub';
  return match[2] ? `${match[1]}-worker` : match[1];
}

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // In-thread hooks where this Node has them (24.11.1 and later), else the loader thread.
  if (supportsSyncHooks()) register({ include: INSTRUMENTED_MODULES });
  else
    registerLoader('import-in-the-middle/hook.mjs', import.meta.url, {
      data: { include: INSTRUMENTED_MODULES },
    });
  startTelemetry(serviceNameOf(process.argv[1]), process.env.OTEL_EXPORTER_OTLP_ENDPOINT, {
    preloaded: true,
  });
}
