import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const nodeBin = `${repoRoot}node_modules/.bin/node`;

/** Starts replica.fixture.ts in a child process and resolves once it listens. */
export async function spawnReplica(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    nodeBin,
    ['--import', 'tsx', fileURLToPath(new URL('./replica.fixture.ts', import.meta.url))],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env, TSX_TSCONFIG_PATH: `${repoRoot}libs/service-kit/tsconfig.tsx.json` },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('replica did not start within 20 s')), 20_000);
    child.once('exit', (code) => reject(new Error(`replica exited early with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}
