// The processes `npm start` runs. The gateway comes last so that /api/ready sees the others starting.
// On one host each needs its own internal port (/metrics, /healthz; 9464 in containers), kept on loopback.
const internal = (port) => ({ METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' });

export const PROCESSES = [
  { name: 'auth', script: 'services/auth/dist/main.js', env: internal(9464) },
  { name: 'patents', script: 'services/patents/dist/main.js', env: internal(9465) },
  { name: 'library', script: 'services/library/dist/main.js', env: internal(9466) },
  { name: 'ai', script: 'services/ai/dist/main.js', env: internal(9467) },
  { name: 'ai-worker', script: 'services/ai/dist/worker-main.js', env: internal(9468) },
  { name: 'gateway', script: 'services/gateway/dist/main.js', env: internal(9469) },
];
