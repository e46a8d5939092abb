// The processes `npm start` runs. The gateway comes last so that /api/ready sees the others starting.
export const PROCESSES = [
  { name: 'auth', script: 'services/auth/dist/main.js' },
  { name: 'patents', script: 'services/patents/dist/main.js' },
  { name: 'library', script: 'services/library/dist/main.js' },
  { name: 'ai', script: 'services/ai/dist/main.js' },
  { name: 'ai-worker', script: 'services/ai/dist/worker-main.js' },
  { name: 'gateway', script: 'services/gateway/dist/main.js' },
];
