#!/usr/bin/env node
// `npm test`: type-check and build, lint, formatting and import rules (no cycles, no test helper in
// production code), then every test tier (unit, integration, end to end, web) in one Vitest run
// against the real PostgreSQL and Redis and a real single-node OpenSearch (built from Maven Central
// artifacts in a step of its own), then the browser journeys when present.
// Ends with one plain line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  browserPackages,
  ensureBrowserPrerequisites,
  openSearchNodePackages,
} from './lib/browser-prerequisites.mjs';
import { importRulesArgs } from './lib/import-rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const extra = process.argv.slice(2);
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PATENT_DATA_DIR: process.env.PATENT_DATA_DIR ?? path.resolve(root, '../shared/data'),
};

function step(label, cmd, args) {
  console.log(`\n[test] ${label}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  console.log(
    `[test] ${label}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return res.status === 0;
}

// A whole run launches Chromium (and HAProxy in CI) and builds the OpenSearch test node with a JDK and
// Maven: install them now as root with apt, or stop before the long steps with the command to run.
function checkPrerequisites() {
  if (extra.length) return;
  const result = ensureBrowserPrerequisites([...browserPackages(env), ...openSearchNodePackages(env)]);
  if (result.ok) return;
  console.error(`\n[test] ${result.message}`);
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(1);
}

checkPrerequisites();

let failedSteps = 0;
if (
  !step('type-check and build (tsc -b)', node, [
    'node_modules/typescript/bin/tsc',
    '-b',
    'tsconfig.build.json',
  ])
)
  failedSteps++;
if (!step('build the web app', 'npm', ['run', 'build', '-w', '@patent-hub/web', '--silent'])) failedSteps++;
// Vite strips types without checking them: the web app is type-checked on its own.
if (
  !step('type-check the web app', node, [
    'node_modules/typescript/bin/tsc',
    '-p',
    'web/tsconfig.json',
    '--noEmit',
  ])
)
  failedSteps++;
if (!step('first-load JavaScript budget', node, ['web/scripts/check-bundle.mjs', '--check'])) failedSteps++;
if (
  !step('type-check the test helpers (tsconfig.test.json)', node, [
    'node_modules/typescript/bin/tsc',
    '-p',
    'tsconfig.test.json',
  ])
)
  failedSteps++;
if (
  !step('type-check the benchmarks (services/ai/tsconfig.bench.json)', node, [
    'node_modules/typescript/bin/tsc',
    '-p',
    'services/ai/tsconfig.bench.json',
  ])
)
  failedSteps++;
if (!step('lint (eslint)', node, ['node_modules/eslint/bin/eslint.js', '.', '--quiet'])) failedSteps++;
if (
  !step('formatting (prettier --check)', node, [
    'node_modules/prettier/bin/prettier.cjs',
    '--check',
    '.',
    '--log-level',
    'warn',
  ])
)
  failedSteps++;
if (
  !step(
    'import rules: no cycles, no test helpers in production (dependency-cruiser)',
    node,
    importRulesArgs(),
  )
)
  failedSteps++;

// On a fresh machine this fetches the node's Maven artifacts once (cached in .data/opensearch-node), so
// no test's timeout has to cover the download. A filtered run leaves it to the test that starts the node.
if (
  !extra.length &&
  !step('OpenSearch test node: resolve (Maven Central) and compile', node, [
    '--import',
    'tsx',
    'services/patents/test/support/prepare-opensearch-node.ts',
  ])
)
  failedSteps++;

mkdirSync(path.join(root, '.data'), { recursive: true });
const report = path.join(root, '.data', 'vitest-report.json');
const vitestOk = step('vitest (unit, int, e2e, web)', node, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
]);

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed +=
    (r.numFailedTests ?? 0) + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0);
}
if (!vitestOk && failed === 0) failed = 1;

const playwrightConfig = path.join(root, 'e2e', 'playwright.config.ts');
if (existsSync(playwrightConfig) && !extra.length) {
  const pwReport = path.join(root, '.data', 'playwright-report.json');
  const ok = step('browser journeys (Playwright, Chromium)', node, [
    'node_modules/@playwright/test/cli.js',
    'test',
    '-c',
    playwrightConfig,
  ]);
  if (existsSync(pwReport)) {
    const s = JSON.parse(readFileSync(pwReport, 'utf8')).stats ?? {};
    passed += s.expected ?? 0;
    failed += (s.unexpected ?? 0) + ((s.flaky ?? 0) ? 0 : 0);
  }
  if (!ok && !existsSync(pwReport)) failed++;
}

failed += failedSteps;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitestOk ? 0 : 1);
