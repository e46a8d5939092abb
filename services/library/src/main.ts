import { runMain, startTelemetry } from '@patent-hub/service-kit';

startTelemetry('library');
const { startService } = await import('./app.js');
runMain('library', () => startService(process.env));
