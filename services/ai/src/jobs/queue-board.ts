import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { InternalHandler } from '@patent-hub/service-kit';
import type { Queue } from 'bullmq';

export const QUEUE_BOARD_PATH = '/queues';

/**
 * bull-board for operators (inspect, retry, clean jobs). Served only on the ai process's internal
 * metrics port: it can change jobs and has no sign-in, so it must never sit behind the public gateway.
 */
export function queueBoard(queues: Queue[]): InternalHandler {
  const adapter = new ExpressAdapter();
  adapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter: adapter });
  const router = adapter.getRouter() as (req: unknown, res: unknown, next: () => void) => void;
  return (req, res, notFound) => {
    const url = req.url ?? '/';
    if (
      url !== QUEUE_BOARD_PATH &&
      !url.startsWith(`${QUEUE_BOARD_PATH}/`) &&
      !url.startsWith(`${QUEUE_BOARD_PATH}?`)
    )
      return notFound();
    // The board's routes are relative to its base path.
    req.url = url.slice(QUEUE_BOARD_PATH.length) || '/';
    if (req.url.startsWith('?')) req.url = `/${req.url}`;
    router(req, res, notFound);
  };
}
