import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { legalCheck } from './legal-cli.js';
import { LegalKnowledgeBase } from './legal-kb.js';

// Texts replaced by a firm's own copy may hold a bad line: it is skipped with its file, line and field,
// the rest loads, and `npm run legal:check` says so and exits 1.
const dir = mkdtempSync(path.join(os.tmpdir(), 'legal-'));
const good = {
  source: '35 USC',
  section: '999',
  title: 'Test section',
  text: '(a) In general. A test rule states a period of 12 months.',
  url: 'https://example.test/35/999',
  as_of: 'test text of 2026',
};
writeFileSync(
  path.join(dir, '35usc.jsonl'),
  [
    JSON.stringify(good),
    '{"section": "1000", "text": "cut off',
    JSON.stringify({ ...good, section: '1001', as_of: undefined }),
    '',
    JSON.stringify({ ...good, section: '  ' }),
  ].join('\n'),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('legal texts with bad lines', () => {
  it('loads the good records and names each skipped line with its field', () => {
    const kb = LegalKnowledgeBase.load(dir);
    expect(kb.sections.map((s) => s.section)).toEqual(['999']);
    expect(kb.problems.map((p) => [p.file, p.line, p.field])).toEqual([
      ['35usc.jsonl', 2, '(line)'],
      ['35usc.jsonl', 3, 'as_of'],
      ['35usc.jsonl', 5, 'section'],
    ]);
  });

  it('legal:check prints the table and every skipped line, and fails', () => {
    const lines: string[] = [];
    expect(legalCheck(dir, (l) => lines.push(l))).toBe(1);
    expect(lines).toContain('| 35usc.jsonl | 35 USC | 1 | 1 | 3 | OLRC text of ~2022 |');
    expect(lines.filter((l) => l.startsWith('skipped 35usc.jsonl:'))).toHaveLength(3);
    expect(lines.join('\n')).toMatch(/35usc\.jsonl:3: as_of: /);
  });

  it('legal:check fails when the folder holds no legal text', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'legal-empty-'));
    const lines: string[] = [];
    expect(legalCheck(empty, (l) => lines.push(l))).toBe(1);
    expect(lines.at(-1)).toMatch(/^No legal text found/);
    rmSync(empty, { recursive: true, force: true });
  });
});
