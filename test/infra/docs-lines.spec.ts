// The repo's Markdown is formatted by hand (Prettier skips *.md): no line of a tracked Markdown file may be
// longer than 160 characters. Wrap prose; shorten, split or turn into a definition list a table that is wider.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoPath } from './manifest-model.js';

const MAX_LINE = 160;

/** Every Markdown file git tracks, relative to the repository root. */
function trackedMarkdown(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: repoPath(), encoding: 'utf8' });
  return out.split('\0').filter(Boolean);
}

/** `file:line (length)` of every line over MAX_LINE characters (code points, not bytes). */
function longLines(file: string): string[] {
  return readFileSync(repoPath(file), 'utf8')
    .split(/\r?\n/)
    .flatMap((line, i) => {
      const length = [...line].length;
      return length > MAX_LINE ? [`${file}:${i + 1} (${length} characters)`] : [];
    });
}

describe('Markdown line length', () => {
  const files = trackedMarkdown();

  it('finds the tracked Markdown files', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/deployment.md');
  });

  it(`has no line over ${MAX_LINE} characters`, () => {
    expect(files.flatMap(longLines)).toEqual([]);
  });
});
