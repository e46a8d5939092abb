import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { addMissingPlatformEntries, platformOf } from './fix-lockfile.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('fix-lockfile', () => {
  it('derives os, cpu and libc from a platform package name', () => {
    expect(platformOf('@swc/core-linux-x64-musl')).toEqual({ os: ['linux'], cpu: ['x64'], libc: ['musl'] });
    expect(platformOf('@nx/nx-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('typescript')).toBeNull();
  });

  it('finds the committed lock file complete, so `npm ci` accepts it on every platform', () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    expect(addMissingPlatformEntries(lock)).toEqual([]);
  });
});
