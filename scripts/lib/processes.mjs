// The processes `npm start` runs. The gateway comes last so that /api/ready sees the others starting.
// On one host each needs its own internal port (/metrics, /healthz; 9464 in containers), kept on loopback.
const internal = (port) => ({ METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' });
const SERVICES = [
  ['auth', 'services/auth/dist/main.js'],
  ['patents', 'services/patents/dist/main.js'],
  ['library', 'services/library/dist/main.js'],
  ['ai', 'services/ai/dist/main.js'],
  ['ai-worker', 'services/ai/dist/worker-main.js'],
  ['gateway', 'services/gateway/dist/main.js'],
];

/**
 * Node options of every process: source-mapped stack traces, and a 16 MB young generation per semi-space
 * (V8 sizes it from the host's memory otherwise: 64 MB on a 24 GB machine, about 100 MB more resident
 * memory per process for no gain at these request sizes). The container image sets the same in NODE_OPTIONS.
 */
export const NODE_ARGS = ['--enable-source-maps', '--max-semi-space-size=16'];

/**
 * Loaded before each process's entry: starts tracing before pg, ioredis, http and Nest load (an instrumentation
 * patches only modules loaded after it). The image, docker compose and Kubernetes start processes the same way.
 */
export const TELEMETRY_PRELOAD = ['--import', '@patent-hub/service-kit/telemetry/register'];

/**
 * The processes with their internal ports: consecutive from `metricsPort` (METRICS_PORT, default 9464), so a second
 * install on the same host runs beside the first with another METRICS_PORT (and PORT); 0 lets each pick a free port.
 */
export function processes(metricsPort = 9464) {
  return SERVICES.map(([name, script], i) => ({
    name,
    script,
    env: internal(metricsPort === 0 ? 0 : metricsPort + i),
  }));
}

export const PROCESSES = processes();

/** METRICS_PORT as `npm start` reads it: unset → 9464; room is left for the six consecutive ports. */
export function metricsPort(value) {
  if (value === undefined || value === '') return 9464;
  const port = Number(value);
  const last = 65535 - (SERVICES.length - 1);
  if (!Number.isInteger(port) || port < 0 || port > last) {
    throw new Error(
      `METRICS_PORT must be a whole number from 0 to ${last} (npm start uses it and the next ${SERVICES.length - 1} ports).`,
    );
  }
  return port;
}
