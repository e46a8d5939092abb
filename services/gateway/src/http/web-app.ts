import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';

export const defaultWebDist = () =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

const isApi = (p: string) => p === '/api' || p.startsWith('/api/');

/** The built web app: its files, and index.html for every other non-/api GET (client-side routes). */
export function webApp(dir: string) {
  const files = express.static(dir, { index: false, fallthrough: true, maxAge: '1h' });
  const index = path.join(dir, 'index.html');
  return [
    (req: Request, res: Response, next: NextFunction) => (isApi(req.path) ? next() : files(req, res, next)),
    (req: Request, res: Response, next: NextFunction) => {
      if (isApi(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      if (!existsSync(index)) {
        return void res
          .status(404)
          .type('text/plain')
          .send('The web app is not built yet (npm run build -w @patent-hub/web).');
      }
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(index);
    },
  ];
}
