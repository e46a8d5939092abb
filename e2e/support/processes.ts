// Stops one supervised process of the running system by the pid file the supervisor writes
// (PH_RUN_DIR/<name>.pid). The supervisor restarts a process that dies, so "stopped" means killing
// every replacement as it appears until released.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readState } from './system-state.js';

const pidOf = (name: string): number | null => {
  const file = path.join(readState().runDir, `${name}.pid`);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export interface HeldDown {
  /** How many processes were killed while held down. */
  kills: number;
  release(): Promise<void>;
}

/** Kills the named process now and any restart of it until release() is called. */
export function holdDown(name: string): HeldDown {
  const first = pidOf(name);
  if (!first || !alive(first)) throw new Error(`${name} is not running (no live pid in its pid file)`);
  const state: HeldDown = { kills: 0, release: async () => undefined };
  const sweep = () => {
    const pid = pidOf(name);
    if (pid && alive(pid)) {
      process.kill(pid, 'SIGKILL');
      state.kills++;
    }
  };
  sweep();
  const timer = setInterval(sweep, 50);
  state.release = async () => {
    clearInterval(timer);
  };
  return state;
}
