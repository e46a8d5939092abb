import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * Starts one of a bench's own helper processes (floor/*.mjs, idle/*.mjs; not part of the product), adds it to
 * `children` for the bench to stop, sends it `message` if one is given, and resolves with the first message it
 * sends back (that it is ready, or what it then knows, such as its port).
 */
export async function startChild(file: string, children: ChildProcess[], opts: { env?: Record<string, string>; message?: unknown } = {}) {
  const child = fork(file, [], { env: { ...process.env, ...opts.env }, execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  children.push(child);
  const ready = new Promise<unknown>((resolve, reject) => {
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${path.basename(path.dirname(file))}/${path.basename(file)} exited with code ${code} before it was ready`)));
  });
  if (opts.message !== undefined) child.send(opts.message as string);
  return ready;
}
