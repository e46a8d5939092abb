import type { RunningService } from './running-service.js';
import { createLogger } from '../logging/logger.js';

/**
 * Entry point of every process: starts the app, and on SIGTERM/SIGINT closes it gracefully and
 * exits 0; exits 1 when start-up fails or a second signal arrives while closing.
 */
export function runMain(name: string, start: () => Promise<RunningService>): void {
  const logger = createLogger(name);
  let running: RunningService | undefined;
  let stopping = false;

  const stop = (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    if (!running) return; // still starting: closed as soon as start-up finishes
    void running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));

  start().then(
    (service) => {
      running = service;
      logger.info({ url: service.url }, `${name} started`);
      if (stopping) void service.close().then(() => process.exit(0));
    },
    (err: unknown) => {
      logger.fatal({ err }, `${name} failed to start`);
      process.exit(1);
    },
  );
}
