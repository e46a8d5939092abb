// What `npm test`'s browser tests need from the machine beyond `npm ci`: Debian's Chromium (the
// journeys and the XSS check launch /usr/bin/chromium, never a downloaded browser) and, in CI where its
// test is not skipped, HAProxy. As root with apt the missing packages are installed; otherwise the run
// stops at once with the exact command. Lookups and the runner are parameters so a unit test can drive it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** The packages the browser tests need: Chromium always, HAProxy only where its test runs (CI). */
export function browserPackages(env = process.env) {
  const packages = [{ name: 'Chromium', apt: 'chromium', paths: ['/usr/bin/chromium'] }];
  if (env.CI)
    packages.push({ name: 'HAProxy', apt: 'haproxy', paths: ['/usr/sbin/haproxy', '/usr/bin/haproxy'] });
  return packages;
}

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const defaults = {
  executable,
  hasApt: () => executable('/usr/bin/apt-get'),
  isRoot: () => process.getuid?.() === 0,
  run: (cmd, args) =>
    spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status,
  log: (line) => console.log(line),
};

/**
 * Installs or names what is missing. Returns { ok: true } when everything is there (after installing it),
 * else { ok: false, message } with the command to run.
 */
export function ensureBrowserPrerequisites(packages, deps = {}) {
  const { executable: isExecutable, hasApt, isRoot, run, log } = { ...defaults, ...deps };
  const missing = packages.filter((p) => !p.paths.some((file) => isExecutable(file)));
  if (!missing.length) return { ok: true };
  const names = missing.map((p) => p.name).join(' and ');
  const apt = missing.map((p) => p.apt);
  if (!hasApt()) {
    return {
      ok: false,
      message: `${names} missing: the browser tests need ${missing.map((p) => p.paths[0]).join(' and ')} (Debian/Ubuntu: apt-get install -y ${apt.join(' ')}).`,
    };
  }
  const command = ['apt-get', 'install', '-y', ...apt];
  if (!isRoot())
    return {
      ok: false,
      message: `${names} missing: run \`sudo apt-get update && sudo ${command.join(' ')}\`, then \`npm test\`.`,
    };
  log(`[test] installing ${names} for the browser tests (${command.join(' ')})`);
  if (run('apt-get', ['update', '-qq']) !== 0 || run('apt-get', [...command.slice(1), '-qq']) !== 0) {
    return {
      ok: false,
      message: `Installing ${names} failed: run \`apt-get update && ${command.join(' ')}\` and read its output.`,
    };
  }
  const still = missing.filter((p) => !p.paths.some((file) => isExecutable(file)));
  if (still.length)
    return {
      ok: false,
      message: `${still.map((p) => p.name).join(' and ')} still missing after \`${command.join(' ')}\`.`,
    };
  return { ok: true };
}
