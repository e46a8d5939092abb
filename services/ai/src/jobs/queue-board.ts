import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { InternalHandler } from '@patent-hub/service-kit';
import type { Queue } from 'bullmq';

export const QUEUE_BOARD_PATH = '/queues';

/**
 * bull-board for operators, read-only: it has no sign-in, so it only shows queues and jobs. Every queue is
 * in bull-board's readOnlyMode (no retry, clean, pause or add buttons, and its queue routes answer 405), and
 * any request that is not a GET or HEAD is refused here too, so a write route bull-board adds later, or one
 * outside a queue (pause all, resume all), stays closed. Served only on the ai process's internal port.
 */
export function queueBoard(queues: Queue[]): InternalHandler {
  const adapter = new ExpressAdapter();
  adapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q, { readOnlyMode: true })),
    serverAdapter: adapter,
  });
  const router = adapter.getRouter() as (req: unknown, res: unknown, next: () => void) => void;
  return (req, res, notFound) => {
    const url = req.url ?? '/';
    if (
      url !== QUEUE_BOARD_PATH &&
      !url.startsWith(`${QUEUE_BOARD_PATH}/`) &&
      !url.startsWith(`${QUEUE_BOARD_PATH}?`)
    )
      return notFound();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'The queue board is read-only' }));
      return;
    }
    // The board's routes are relative to its base path.
    req.url = url.slice(QUEUE_BOARD_PATH.length) || '/';
    if (req.url.startsWith('?')) req.url = `/${req.url}`;
    router(req, res, notFound);
  };
}
