#!/usr/bin/env node
// Measures the production build's first-load JavaScript (the entry script plus every chunk
// index.html modulepreloads), gzipped; fails over budget and records the figure in
// docs/benchmarks.md between <!-- bench:web --> and <!-- /bench:web -->.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// BUNDLE_BUDGET_KB lowers the budget to see the check fail (e.g. BUNDLE_BUDGET_KB=50).
export const BUDGET_BYTES = Number(process.env.BUNDLE_BUDGET_KB ?? 250) * 1024;
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../dist');
const benchFile = path.resolve(here, '../../docs/benchmarks.md');
const START = '<!-- bench:web -->';
const END = '<!-- /bench:web -->';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every JS file the browser fetches before the first screen renders. */
export function firstLoadScripts(html) {
  const refs = new Set();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) refs.add(m[1]);
  return [...refs].filter((r) => r.endsWith('.js'));
}

function allChunks() {
  const assets = path.join(dist, 'assets');
  return existsSync(assets)
    ? readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .map((f) => `/assets/${f}`)
    : [];
}

function writeBench(section) {
  const block = `${START}\n${section}\n${END}`;
  const text = existsSync(benchFile) ? readFileSync(benchFile, 'utf8') : '# Benchmarks\n';
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  const next =
    a !== -1 && b > a
      ? text.slice(0, a) + block + text.slice(b + END.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(benchFile, next);
}

function main() {
  const indexHtml = path.join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    console.error('web/dist/index.html not found: run `npm run build -w @patent-hub/web` first.');
    process.exit(1);
  }
  const first = firstLoadScripts(readFileSync(indexHtml, 'utf8'));
  const sizes = first.map((ref) => ({ ref, bytes: gz(path.join(dist, ref)) }));
  const total = sizes.reduce((s, x) => s + x.bytes, 0);
  const lazy = allChunks().filter((r) => !first.includes(r));
  const lazyTotal = lazy.reduce((s, r) => s + gz(path.join(dist, r)), 0);
  const ok = total <= BUDGET_BYTES;
  const section = [
    '## Web: first-load JavaScript',
    '',
    `Measured by \`web/scripts/check-bundle.mjs\` on ${new Date().toISOString().slice(0, 10)} (gzip level 9, production build).`,
    '',
    '| Measure | Value |',
    '|---|---|',
    `| First-load JavaScript (gzipped) | ${kb(total)} |`,
    `| Budget | ${kb(BUDGET_BYTES)} |`,
    `| Within budget | ${ok ? 'yes' : 'no'} |`,
    `| Files loaded first | ${sizes.length} (listed below) |`,
    `| Route chunks loaded on demand | ${lazy.length} files, ${kb(lazyTotal)} gzipped in total |`,
    '',
    // One line a file: the docs keep every line within 160 characters (test/infra/docs-lines.spec.ts).
    ...sizes.map((s) => `- ${path.basename(s.ref)}: ${kb(s.bytes)}`),
  ].join('\n');
  // `--check` (used by npm test) only enforces the budget; without it the figure is recorded.
  if (!process.argv.includes('--check')) writeBench(section);
  console.log(
    `first-load JS: ${kb(total)} gzipped (budget ${kb(BUDGET_BYTES)}); ${lazy.length} lazy chunks, ${kb(lazyTotal)}`,
  );
  if (!ok) {
    console.error(`Over budget by ${kb(total - BUDGET_BYTES)}.`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
