import type { NextFunction, Request, Response } from 'express';

export interface InputProblem {
  field: string;
  message: string;
}

const NUL = '\u0000';

/** The first string (or key) holding a NUL character, by its path: PostgreSQL text cannot store one. */
function findNul(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? at : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key;
    if (key.includes(NUL)) return here;
    const found = findNul(inner, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Why a request's path, query or parsed body cannot be handled, or null when it can. */
export function inputProblem(req: Pick<Request, 'path' | 'query' | 'body'>): InputProblem | null {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return { field: 'path', message: 'path: the URL is not valid UTF-8' };
  }
  if (path.includes(NUL)) return { field: 'path', message: 'path: must not contain a NUL character' };
  const inQuery = findNul(req.query, '');
  if (inQuery !== null) return { field: inQuery, message: `${inQuery}: must not contain a NUL character` };
  const inBody = findNul(req.body, '');
  if (inBody !== null)
    return { field: inBody || 'body', message: `${inBody || 'body'}: must not contain a NUL character` };
  return null;
}

/** 400 naming the field for input no handler can take (undecodable path, NUL characters), before the routes. */
export function inputGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    const problem = inputProblem(req);
    if (!problem) return next();
    res.status(400).json({ message: problem.message, code: 'VALIDATION', field: problem.field });
  };
}
