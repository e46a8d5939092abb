// Container health probe shared by every process in the one image (Dockerfile HEALTHCHECK).
// The gateway answers GET /api/health on PORT; the RPC services and the AI worker answer
// GET /healthz on their internal port, METRICS_PORT (default 9464). An explicit URL argument wins (docker-compose passes one).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The URL to probe: the argument, else the one the process in this container serves. */
export function healthUrl(arg, env, cmdline) {
  if (arg) return arg;
  if (cmdline.includes('services/gateway/')) return `http://127.0.0.1:${env.PORT ?? '3000'}/api/health`;
  return `http://127.0.0.1:${env.METRICS_PORT ?? '9464'}/healthz`;
}

function mainCommandLine() {
  try {
    // PID 1 is the container's command (or docker-init in front of it).
    return readFileSync('/proc/1/cmdline', 'utf8');
  } catch {
    return '';
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = healthUrl(process.argv[2], process.env, mainCommandLine());
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_500) });
    process.exit(res.ok ? 0 : 1);
  } catch {
    process.exit(1);
  }
}
