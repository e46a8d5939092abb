import { runMain, startTelemetry } from '@patent-hub/service-kit';
import { startService } from './app.js';

startTelemetry('ai');
runMain('ai', () => startService(process.env));
