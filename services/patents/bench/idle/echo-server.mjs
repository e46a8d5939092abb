// A bare node:http server for `npm run bench:search`'s idle-cost line (not part of the product): reads the request,
// answers with the bytes the bench sent it at start (a real search page), nothing else. Exits with the bench.
import { Buffer } from 'node:buffer';
import http from 'node:http';

process.on('disconnect', () => process.exit(0));
process.once('message', (page) => {
  const body = Buffer.from(page, 'utf8');
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
});
