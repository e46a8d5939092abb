import express, { type NextFunction, type Request, type Response } from 'express';

/** JSON bodies up to 1 MB; oversize → 413 JSON, malformed → 400 JSON (never Express's HTML page). */
export function jsonBody() {
  const parse = express.json({ limit: 1024 * 1024 });
  return (req: Request, res: Response, next: NextFunction) =>
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const e = err as { type?: string; status?: number };
      if (e.type === 'entity.too.large' || e.status === 413) {
        return void res
          .status(413)
          .json({ message: 'Request body is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' });
      }
      res
        .status(e.status && e.status < 500 ? e.status : 400)
        .json({ message: 'Malformed JSON body', code: 'VALIDATION' });
    });
}
