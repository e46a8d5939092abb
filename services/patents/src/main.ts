import { runMain, startTelemetry } from '@patent-hub/service-kit';

startTelemetry('patents');
const { startService } = await import('./app.js');
runMain('patents', () => startService(process.env));
