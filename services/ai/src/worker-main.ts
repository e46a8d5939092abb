import { runMain, startTelemetry } from '@patent-hub/service-kit';

// Already started by the preload (`node --import @patent-hub/service-kit/telemetry/register`); without it, this
// starts tracing before the worker loads, with a warning that modules loaded earlier make no spans.
startTelemetry('ai-worker');
const { startWorker } = await import('./worker.js');
runMain('ai-worker', () => startWorker(process.env));
