// Preloaded into every process of the stack by `npm run bench:steps` (NODE_OPTIONS=--import=…); does something only
// in the gateway and patents processes. Stamps the steps of a search with the wall clock (µs resolution, comparable
// across processes on one machine): the gateway's request event and response end, the RPC request written (XADD),
// the request read by patents (XREADGROUP), its reply written (the finish script or pipeline), the reply read by the gateway
// (BLMPOP). SIGWINCH (ignored by default, so a stray one is harmless) writes them to STEPS_DIR/<role>.json and
// starts a new list.
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const script = process.argv[1] ?? '';
const role = /services[\\/]gateway[\\/]dist[\\/]main\.js$/.test(script) ? 'gateway'
  : /services[\\/]patents[\\/]dist[\\/]main\.js$/.test(script) ? 'patents' : null;
const dir = process.env.STEPS_DIR;

if (role && dir) {
  const events = [];
  const stamp = (name) => events.push([name, performance.timeOrigin + performance.now()]);
  process.on('SIGWINCH', () => {
    writeFileSync(path.join(dir, `${role}.json`), JSON.stringify(events));
    events.length = 0;
  });
  const { Redis } = createRequire(import.meta.url)('ioredis');
  const sendCommand = Redis.prototype.sendCommand;
  Redis.prototype.sendCommand = function (command, stream) {
    const name = String(command.name).toLowerCase();
    if (role === 'gateway') {
      if (name === 'xadd' && String(command.args[0]).endsWith('rpc:patents')) stamp('xadd');
      if (name === 'blmpop') command.promise.then((r) => r && stamp('reply'), () => undefined);
    } else {
      if (name === 'xreadgroup') command.promise.then((r) => r && stamp('read'), () => undefined);
      // The reply: a script (a request with exactly-once handling) or, for an idempotent read, a pipeline led by LPUSH.
      if (name === 'evalsha' || name === 'eval' || name === 'lpush') stamp('finish');
    }
    return sendCommand.call(this, command, stream);
  };
  if (role === 'gateway') {
    const emit = http.Server.prototype.emit;
    http.Server.prototype.emit = function (event, req, res) {
      if (event === 'request' && req.url.startsWith('/api/patents/search')) {
        stamp('request');
        const end = res.end;
        res.end = function (...args) {
          stamp('end');
          const out = end.apply(this, args);
          stamp('ended');
          return out;
        };
      }
      return emit.apply(this, arguments);
    };
  }
}
