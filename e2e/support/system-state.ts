// Where global setup records the running system so the journeys and the teardown can find it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const e2eDataDir = path.join(repoRoot, '.data', 'e2e');
export const stateFile = path.join(e2eDataDir, 'system.json');
export const systemLog = path.join(e2eDataDir, 'system.log');
export const screenshotDir = path.join(repoRoot, 'e2e', 'screenshots');

export interface SystemState {
  baseUrl: string;
  idpUrl: string;
  /** pid of `node scripts/start.mjs` (the supervisor). */
  pid: number;
  /** PH_RUN_DIR: one <process>.pid file per supervised process. */
  runDir: string;
  databaseName: string;
  redisPrefix: string;
}

export function readState(): SystemState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as SystemState;
}
