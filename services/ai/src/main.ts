import { runMain, startTelemetry } from '@patent-hub/service-kit';

// Already started by the preload (`node --import @patent-hub/service-kit/telemetry/register`); without it, this
// starts tracing before the app loads, with a warning that modules loaded earlier make no spans.
startTelemetry('ai');
const { startService } = await import('./app.js');
runMain('ai', () => startService(process.env));
