#!/usr/bin/env node
// The npm registry mirror on our build machines does not serve every platform's native package
// (e.g. @swc/core-darwin-arm64), so npm leaves those optional entries out of package-lock.json, and
// `npm ci` then refuses the lock everywhere ("Missing: … from lock file"). This adds the missing
// platform entries, derived from the parent's pinned optionalDependencies and the package name.
// `npm ci` skips them where os/cpu do not match and fetches them by name@version where they do.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OS = { darwin: 'darwin', linux: 'linux', win32: 'win32', freebsd: 'freebsd', android: 'android' };
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
};

export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS[p]);
  const cpu = parts.find((p) => CPU[p]);
  if (!os || !cpu) return null;
  const entry = { os: [os], cpu: [cpu] };
  if (parts.includes('musl')) entry.libc = ['musl'];
  else if (parts.includes('gnu') || parts.includes('gnueabihf')) entry.libc = ['glibc'];
  return entry;
}

export function addMissingPlatformEntries(lock) {
  const added = [];
  for (const [key, pkg] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
      const target = `node_modules/${name}`;
      const nested = `${key}/node_modules/${name}`;
      if (lock.packages[target] || lock.packages[nested]) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
      lock.packages[target] = { version: range, ...platform, optional: true };
      added.push(`${name}@${range}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const file = path.join(root, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = addMissingPlatformEntries(lock);
  writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
  console.log(
    added.length
      ? `added ${added.length} platform entries: ${added.join(', ')}`
      : 'lock file already complete',
  );
}
