import { runMain, startTelemetry } from '@patent-hub/service-kit';

startTelemetry('gateway');
const { startService } = await import('./app.js');
runMain('gateway', () => startService(process.env));
