// The processes `npm start` runs. The gateway comes last so that /api/ready sees the others starting.
// On one host each needs its own internal port (/metrics, /healthz; 9464 in containers), kept on loopback.
const internal = (port) => ({ METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' });

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

export const PROCESSES = [
  { name: 'auth', script: 'services/auth/dist/main.js', env: internal(9464) },
  { name: 'patents', script: 'services/patents/dist/main.js', env: internal(9465) },
  { name: 'library', script: 'services/library/dist/main.js', env: internal(9466) },
  { name: 'ai', script: 'services/ai/dist/main.js', env: internal(9467) },
  { name: 'ai-worker', script: 'services/ai/dist/worker-main.js', env: internal(9468) },
  { name: 'gateway', script: 'services/gateway/dist/main.js', env: internal(9469) },
];
