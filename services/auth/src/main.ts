import { runMain, startTelemetry } from '@patent-hub/service-kit';

startTelemetry('auth');
const { startService } = await import('./app.js');
runMain('auth', () => startService(process.env));
