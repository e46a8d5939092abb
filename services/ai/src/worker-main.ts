import { runMain, startTelemetry } from '@patent-hub/service-kit';
import { startWorker } from './worker.js';

startTelemetry('ai-worker');
runMain('ai-worker', () => startWorker(process.env));
