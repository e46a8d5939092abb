import express, { type NextFunction, type Request, type Response } from 'express';

const BODY_LIMIT_BYTES = 1024 * 1024;
const PLAIN_JSON = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);
const JSON_WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/** JSON bodies up to 1 MB; oversize → 413 JSON, malformed → 400 JSON (never Express's HTML page). */
export function jsonBody() {
  const parse = express.json({ limit: BODY_LIMIT_BYTES });
  return (req: Request, res: Response, next: NextFunction) => {
    const done = answerBodyError(res, next);
    if (isPlainJson(req)) readPlainJson(req, done);
    else parse(req, res, done);
  };
}

/** The callback for a body parser: next() when it read the body, else the JSON error answer (413 or 400). */
export function answerBodyError(res: Response, next: NextFunction) {
  return (err?: unknown) => {
    if (!err) return next();
    const e = err as { type?: string; status?: number };
    if (e.type === 'entity.too.large' || e.status === 413) {
      return void res.status(413).json({ message: 'Request body is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' });
    }
    res.status(e.status && e.status < 500 ? e.status : 400).json({ message: 'Malformed JSON body', code: 'VALIDATION' });
  };
}

/**
 * The usual API request body: `application/json`, UTF-8, not compressed, not chunked, its declared length
 * within the limit. It is read here with a few lines instead of body-parser's charset, encoding and stream
 * machinery (a visible share of the gateway's time per search), with the same results: an empty body is {},
 * only an object or an array is accepted, a UTF-8 byte-order mark is dropped. Anything else goes through
 * body-parser.
 */
function isPlainJson(req: Request): boolean {
  const h = req.headers;
  if (h['transfer-encoding'] !== undefined || req.body !== undefined || req.readableEnded || req.destroyed) return false;
  const type = h['content-type'];
  if (type === undefined || !PLAIN_JSON.has(type.toLowerCase())) return false;
  const encoding = h['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  const declared = h['content-length'];
  return declared !== undefined && /^\d{1,7}$/.test(declared) && Number(declared) <= BODY_LIMIT_BYTES;
}

// Node's HTTP parser delivers exactly Content-Length bytes before 'end', or aborts the request.
function readPlainJson(req: Request, done: (err?: unknown) => void) {
  const chunks: Buffer[] = [];
  let settled = false;
  const settle = (err?: Error) => {
    if (settled) return;
    settled = true;
    done(err && Object.assign(err, { status: 400 }));
  };
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('error', settle);
  req.on('aborted', () => settle(new Error('request aborted')));
  req.on('end', () => {
    let text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    try {
      req.body = parseStrict(text);
    } catch (err) {
      return settle(err as Error);
    }
    settle();
  });
}

function parseStrict(text: string): unknown {
  if (text.length === 0) return {};
  let i = 0;
  while (i < text.length && JSON_WHITESPACE.has(text[i])) i++;
  if (text[i] !== '{' && text[i] !== '[') throw new SyntaxError('Only a JSON object or array is accepted');
  return JSON.parse(text) as unknown;
}
