import http from 'node:http';

export interface LeanResponse {
  status: number;
  text: string;
  /** Wall-clock ms (performance.timeOrigin + now) when the last byte arrived. */
  arrived: number;
}

/** A lean keep-alive HTTP client (one socket, fixed headers such as the session cookie): little of its own in a timing. */
export function leanClient(baseUrl: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(baseUrl);
  return (method: string, path: string, body?: unknown) => new Promise<LeanResponse>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request({ host: url.hostname, port: url.port, method, path, agent, headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const arrived = performance.timeOrigin + performance.now();
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), arrived });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
