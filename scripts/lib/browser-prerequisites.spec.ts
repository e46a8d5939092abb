import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  browserPackages,
  ensureBrowserPrerequisites,
  openSearchNodePackages,
} from './browser-prerequisites.mjs';

/** A machine with the given executables, apt and uid; records what was run and installs on apt-get install. */
function machine(opts: { present?: string[]; apt?: boolean; root?: boolean; installFails?: boolean }) {
  const files = new Set(opts.present ?? []);
  const ran: string[] = [];
  const deps = {
    executable: (file: string) => files.has(file),
    hasApt: () => opts.apt ?? true,
    isRoot: () => opts.root ?? false,
    log: () => undefined,
    run: (cmd: string, args: string[]) => {
      ran.push([cmd, ...args].join(' '));
      if (args[0] !== 'install') return 0;
      if (opts.installFails) return 100;
      if (args.includes('chromium')) files.add('/usr/bin/chromium');
      if (args.includes('haproxy')) files.add('/usr/sbin/haproxy');
      if (args.includes('openjdk-17-jdk-headless')) files.add('/usr/bin/javac');
      if (args.includes('maven')) files.add('/usr/bin/mvn');
      return 0;
    },
  };
  return { deps, ran };
}

describe(ensureBrowserPrerequisites.name, () => {
  it('returns ok and runs nothing when Chromium is installed', () => {
    const { deps, ran } = machine({ present: ['/usr/bin/chromium'] });
    expect(ensureBrowserPrerequisites(browserPackages({}), deps)).toEqual({ ok: true });
    expect(ran).toEqual([]);
  });

  it('installs Chromium with apt when it runs as root', () => {
    const { deps, ran } = machine({ root: true });
    expect(ensureBrowserPrerequisites(browserPackages({}), deps)).toEqual({ ok: true });
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y chromium -qq']);
  });

  it('installs HAProxy too in CI, where its test is not skipped', () => {
    const { deps, ran } = machine({ root: true, present: ['/usr/bin/chromium'] });
    expect(ensureBrowserPrerequisites(browserPackages({ CI: 'true' }), deps)).toEqual({ ok: true });
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y haproxy -qq']);
  });

  it('returns the exact sudo command and runs nothing when not root', () => {
    const { deps, ran } = machine({});
    const result = ensureBrowserPrerequisites(browserPackages({}), deps);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('`sudo apt-get update && sudo apt-get install -y chromium`');
    expect(ran).toEqual([]);
  });

  it('names the path and the Debian package when there is no apt', () => {
    const { deps, ran } = machine({ apt: false, root: true });
    const result = ensureBrowserPrerequisites(browserPackages({ CI: '1' }), deps);
    expect(result.message).toMatch(
      /Chromium and HAProxy missing: .*\/usr\/bin\/chromium.*apt-get install -y chromium haproxy/,
    );
    expect(ran).toEqual([]);
  });

  it('returns the command to run when the install fails', () => {
    const { deps } = machine({ root: true, installFails: true });
    expect(ensureBrowserPrerequisites(browserPackages({}), deps)).toEqual({
      ok: false,
      message:
        'Installing Chromium failed: run `apt-get update && apt-get install -y chromium` and read its output.',
    });
  });
});

describe(openSearchNodePackages.name, () => {
  it('installs a JDK 17 and Maven with apt when neither is there', () => {
    const { deps, ran } = machine({ root: true });
    expect(ensureBrowserPrerequisites(openSearchNodePackages({ PATH: '/usr/bin' }), deps)).toEqual({
      ok: true,
    });
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y openjdk-17-jdk-headless maven -qq']);
  });

  it('takes javac and mvn found on PATH', () => {
    const { deps, ran } = machine({ root: true, present: ['/opt/jdk/bin/javac', '/opt/maven/bin/mvn'] });
    const env = { PATH: ['/opt/jdk/bin', '/opt/maven/bin'].join(path.delimiter) };
    expect(ensureBrowserPrerequisites(openSearchNodePackages(env), deps)).toEqual({ ok: true });
    expect(ran).toEqual([]);
  });

  it('says what needs Maven when there is no apt', () => {
    const { deps } = machine({ apt: false, present: ['/usr/bin/javac'] });
    expect(ensureBrowserPrerequisites(openSearchNodePackages({}), deps)).toEqual({
      ok: false,
      message:
        'Maven missing: /usr/bin/mvn, needed by the OpenSearch test node (Debian/Ubuntu: apt-get install -y maven).',
    });
  });
});

describe('scripts/test.mjs', () => {
  it('checks the browser prerequisites before the first step of a whole run', () => {
    const text = readFileSync(new URL('../test.mjs', import.meta.url), 'utf8');
    const check = text.indexOf('ensureBrowserPrerequisites(');
    expect(check).toBeGreaterThan(0);
    expect(check).toBeLessThan(text.indexOf("step('type-check"));
  });
});
