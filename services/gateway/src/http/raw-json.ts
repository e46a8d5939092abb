import { RawJson } from '@patent-hub/service-kit';
import type { Express, Response } from 'express';

/**
 * A handler that returns a service's result unchanged (RpcClient.callRaw) answers with that JSON as it came
 * over the RPC, as its UTF-8 bytes: no parse and re-stringify of, say, a 30 KB search page in the gateway,
 * nor a decode and re-encode of its text. Done where Nest hands an object to Express (`res.json`) rather
 * than in a global interceptor, so no request pays for an interceptor chain.
 */
export function relayRawJson(app: Express) {
  const json = app.response.json;
  app.response.json = function (this: Response, body: unknown) {
    if (!(body instanceof RawJson)) return json.call(this, body);
    if (!this.get('Content-Type')) this.set('Content-Type', 'application/json; charset=utf-8');
    return this.send(body.bytes);
  };
}
