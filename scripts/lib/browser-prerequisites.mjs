// What `npm test` needs from the machine beyond `npm ci`: for the browser tests, Debian's Chromium (the
// journeys and the XSS check launch /usr/bin/chromium, never a downloaded browser) and, in CI where its
// test is not skipped, HAProxy; for the OpenSearch test node, a JDK 17 and Maven (it is built from
// Maven Central artifacts). As root with apt the missing packages are installed; otherwise the run
// stops at once with the exact command. Lookups and the runner are parameters so a unit test can drive it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const BROWSER_TESTS = 'the browser tests';

/** The packages the browser tests need: Chromium always, HAProxy only where its test runs (CI). */
export function browserPackages(env = process.env) {
  const packages = [{ name: 'Chromium', apt: 'chromium', paths: ['/usr/bin/chromium'], for: BROWSER_TESTS }];
  if (env.CI)
    packages.push({
      name: 'HAProxy',
      apt: 'haproxy',
      paths: ['/usr/sbin/haproxy', '/usr/bin/haproxy'],
      for: BROWSER_TESTS,
    });
  return packages;
}

/** The packages the OpenSearch test node needs: javac 17 and mvn, at Debian's place or on PATH. */
export function openSearchNodePackages(env = process.env) {
  const onPath = (cmd) => [
    `/usr/bin/${cmd}`,
    ...(env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, cmd)),
  ];
  const node = 'the OpenSearch test node';
  return [
    { name: 'a Java 17 JDK', apt: 'openjdk-17-jdk-headless', paths: onPath('javac'), for: node },
    { name: 'Maven', apt: 'maven', paths: onPath('mvn'), for: node },
  ];
}

const purposes = (packages) => [...new Set(packages.map((p) => p.for ?? BROWSER_TESTS))].join(' and ');

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
      message: `${names} missing: ${missing.map((p) => p.paths[0]).join(' and ')}, needed by ${purposes(missing)} (Debian/Ubuntu: apt-get install -y ${apt.join(' ')}).`,
    };
  }
  const command = ['apt-get', 'install', '-y', ...apt];
  if (!isRoot())
    return {
      ok: false,
      message: `${names} missing: run \`sudo apt-get update && sudo ${command.join(' ')}\`, then \`npm test\`.`,
    };
  log(`[test] installing ${names} for ${purposes(missing)} (${command.join(' ')})`);
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
