import { promises as fs } from 'node:fs';
import type { CorpusRepository } from '../corpus/corpus.repository.js';
import type { PatentRecord } from '../domain/patent-record.js';
import { recordFromParts } from './record-parts.js';
import { expandInputs, readFile } from './sources.js';

export interface IngestSummary {
  /** read: records read, counting a patent assembled from multi-row table rows (parts) once. */
  files: number;
  read: number;
  parts: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skippedReasons: Record<string, number>;
  examples: string[];
  seconds: number;
  bytes: number;
  peakRssMb: number;
}
export interface IngestOptions {
  batchSize?: number;
  maxBatchBytes?: number;
  progress?: (line: string, done: boolean) => void;
}

/** Streams every input through the parsers into batched upserts; memory stays bounded by the batch. */
export async function ingest(
  repo: CorpusRepository,
  inputs: string[],
  opts: IngestOptions = {},
): Promise<IngestSummary> {
  const files = await expandInputs(inputs);
  const sizes = await Promise.all(files.map((f) => fs.stat(f).then((s) => s.size)));
  const totalBytes = sizes.reduce((a, b) => a + b, 0);
  const started = Date.now();
  const s: IngestSummary = {
    files: files.length,
    read: 0,
    parts: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    skippedReasons: {},
    examples: [],
    seconds: 0,
    bytes: 0,
    peakRssMb: 0,
  };
  const batchSize = opts.batchSize ?? 400;
  let batch: PatentRecord[] = [];
  let batchBytes = 0;
  const maxBatchBytes = opts.maxBatchBytes ?? 4 * 2 ** 20;
  let doneBytes = 0;
  let fileBytes = 0;
  let lastReport = 0;

  const skip = (reason: string, where: string) => {
    s.skipped++;
    const key = reason.replace(/\d+/g, 'N').slice(0, 80);
    s.skippedReasons[key] = (s.skippedReasons[key] ?? 0) + 1;
    if (s.examples.length < 20) s.examples.push(`${where}: ${reason}`);
  };
  const stage = repo.partStage();
  const flush = async () => {
    if (!batch.length) return;
    const records = batch;
    batch = [];
    let r;
    try {
      r = await repo.upsertBatch(records);
    } catch {
      // One bad record must not sink its batch: write them one by one and report the failures.
      r = { inserted: 0, updated: 0, unchanged: 0, skipped: [] as { number: string; reason: string }[] };
      for (const one of records) {
        try {
          const x = await repo.upsertBatch([one]);
          r.inserted += x.inserted;
          r.updated += x.updated;
          r.unchanged += x.unchanged;
          r.skipped.push(...x.skipped);
        } catch (e) {
          r.skipped.push({ number: one.patentNumber, reason: (e as Error).message });
        }
      }
    }
    s.inserted += r.inserted;
    s.updated += r.updated;
    s.unchanged += r.unchanged;
    for (const x of r.skipped) skip(x.reason, x.number);
  };
  const report = (force = false) => {
    s.peakRssMb = Math.max(s.peakRssMb, process.memoryUsage().rss / 2 ** 20);
    const now = Date.now();
    if (!opts.progress || (!force && now - lastReport < 250)) return;
    lastReport = now;
    const secs = (now - started) / 1000;
    const done = Math.min(totalBytes, doneBytes + fileBytes);
    const frac = totalBytes ? done / totalBytes : 1;
    const width = 24;
    const bar = '#'.repeat(Math.round(frac * width)).padEnd(width, '-');
    const rate = s.read / Math.max(secs, 0.001);
    const eta = frac > 0 && frac < 1 ? Math.round((secs / frac) * (1 - frac)) : 0;
    opts.progress(
      `[${bar}] ${(frac * 100).toFixed(0)}% ${s.read} read, ${rate.toFixed(0)} patents/s, ${(done / 2 ** 20 / Math.max(secs, 0.001)).toFixed(1)} MB/s, ETA ${eta}s`,
      force,
    );
  };

  const readAll = async () => {
    for (const [i, file] of files.entries()) {
      fileBytes = 0;
      try {
        for await (const item of readFile(file)) {
          fileBytes = Math.min(sizes[i], fileBytes + (item.bytes ?? 0));
          s.bytes += item.bytes ?? 0;
          if (item.kind === 'skip') {
            skip(item.reason, `${item.file} (${item.position})`);
            continue;
          }
          if (item.kind === 'part') {
            s.parts++;
            await stage.add(item.part);
            report();
            continue;
          }
          s.read++;
          batch.push(item.record);
          batchBytes += item.bytes ?? 0;
          // Full-text grants run to megabytes each: a byte budget keeps memory flat whatever the file.
          if (batch.length >= batchSize || batchBytes >= maxBatchBytes) {
            batchBytes = 0;
            await flush();
          }
          report();
        }
      } catch (e) {
        skip(`unreadable: ${(e as Error).message}`, file);
      }
      doneBytes += sizes[i];
      fileBytes = 0;
    }
  };

  try {
    await readAll();
    await flush();
    // Rows of multi-row tables join their patents once every file is read, whatever the file order.
    for await (const group of stage.patents(batchSize)) {
      for (const [number, parts] of group) {
        batch.push(recordFromParts(number, parts));
        s.read++;
      }
      await flush();
      report();
    }
  } finally {
    await stage.clear();
  }
  if (s.inserted + s.updated > 1000) await repo.analyze();
  s.seconds = (Date.now() - started) / 1000;
  // The kernel's high-water mark catches peaks between samples (maxRSS is in kilobytes).
  s.peakRssMb = Math.max(s.peakRssMb, process.resourceUsage().maxRSS / 1024);
  report(true);
  return s;
}

export function formatSummary(s: IngestSummary): string {
  const lines = [
    `Files: ${s.files}  read: ${s.read}${s.parts ? ` (with ${s.parts} table rows joined to their patents)` : ''}  inserted: ${s.inserted}  updated: ${s.updated}  unchanged: ${s.unchanged}  skipped: ${s.skipped}`,
    `Time: ${s.seconds.toFixed(1)} s (${(s.read / Math.max(s.seconds, 0.001)).toFixed(0)} patents/s, ${(s.bytes / 2 ** 20 / Math.max(s.seconds, 0.001)).toFixed(1)} MB/s), peak RSS ${s.peakRssMb.toFixed(0)} MB`,
  ];
  const reasons = Object.entries(s.skippedReasons).sort((a, b) => b[1] - a[1]);
  if (reasons.length) lines.push('Skipped, by reason:', ...reasons.map(([r, n]) => `  ${n} × ${r}`));
  if (s.examples.length) lines.push('First skipped records:', ...s.examples.map((e) => `  ${e}`));
  return lines.join('\n');
}
