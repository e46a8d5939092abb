// Container health probe shared by every process in the one image (Dockerfile HEALTHCHECK).
// The gateway answers GET /api/health on PORT; the RPC services and the AI worker answer
// GET /healthz on HEALTH_PORT. An explicit URL argument wins (docker-compose passes one).
/* global AbortSignal */
import { readFileSync } from 'node:fs';

function defaultUrl() {
  let cmdline = '';
  try {
    cmdline = readFileSync('/proc/1/cmdline', 'utf8');
  } catch {
    // Not on Linux: fall through to the RPC-service default.
  }
  if (cmdline.includes('services/gateway/'))
    return `http://127.0.0.1:${process.env.PORT ?? '3000'}/api/health`;
  return `http://127.0.0.1:${process.env.HEALTH_PORT ?? '9464'}/healthz`;
}

const url = process.argv[2] ?? defaultUrl();
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(2_500) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
