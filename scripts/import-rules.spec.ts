import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { importRulesArgs } from './lib/import-rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the repository (so the config's relative paths hold) but in the ignored .data folder.
const fixtures = path.join('.data', `import-rules-${process.pid}`);

function fixture(name: string, files: Record<string, string>): string {
  const dir = path.join(fixtures, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.join(root, dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, dir, file), text);
  }
  return dir;
}

const check = (dir: string) => {
  const res = spawnSync(process.execPath, importRulesArgs([dir]), { cwd: root, encoding: 'utf8' });
  return { status: res.status, output: `${res.stdout}${res.stderr}` };
};

afterAll(() => rmSync(path.join(root, fixtures), { recursive: true, force: true }));

describe('import rules (npm test)', { timeout: 120_000 }, () => {
  it('fails on a cycle through NodeNext .js specifiers, type-only imports included', () => {
    const dir = fixture('cycle', {
      'a.ts': "import type { B } from './b.js';\nexport type A = { b?: B };\n",
      'b.ts': "import { a } from './c.js';\nexport type B = { a: typeof a };\n",
      'c.ts': "import type { A } from './a.js';\nexport const a: A = {};\n",
    });
    const { status, output } = check(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('no-circular');
    expect(output).toContain(`${dir}/c.ts`);
  });

  it('fails when production code imports a test helper', () => {
    const dir = fixture('support', {
      'services/demo/src/main.ts': "import { helper } from '../test/support/helper.js';\nhelper();\n",
      'services/demo/src/main.spec.ts': "import { helper } from '../test/support/helper.js';\nhelper();\n",
      'services/demo/test/support/helper.ts': 'export const helper = () => 1;\n',
    });
    const { status, output } = check(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(`no-test-support-in-production: ${dir}/services/demo/src/main.ts`);
    expect(output).not.toContain('main.spec.ts');
  });

  it('passes the same modules without the cycle', () => {
    const dir = fixture('acyclic', {
      'a.ts': "import type { B } from './b.js';\nexport type A = { b?: B };\n",
      'b.ts': 'export type B = { n: number };\n',
    });
    expect(check(dir)).toMatchObject({ status: 0 });
  });
});
