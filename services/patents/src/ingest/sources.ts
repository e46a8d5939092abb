import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fg from 'fast-glob';
import yauzl from 'yauzl';
import { looksLikeOdp, odpToRecords } from '../odp/odp-mapper.js';
import { readDelimited } from './csv.source.js';
import { readJsonLines, rowToRecord } from './jsonl.source.js';
import type { IngestItem, SourceItem } from './source-item.js';
import { readPatentXml } from './xml/xml.source.js';

const PATTERN = '**/*.{xml,XML,jsonl,ndjson,json,csv,tsv,txt,zip,ZIP}';

/** Files, folders and globs → the files to read, in a stable order. */
export async function expandInputs(inputs: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const input of inputs) {
    const stat = await fs.stat(input).catch(() => null);
    if (stat?.isFile()) out.push(path.resolve(input));
    else if (stat?.isDirectory())
      out.push(...(await fg(PATTERN, { cwd: input, absolute: true, onlyFiles: true })).sort());
    else out.push(...(await fg(input, { absolute: true, onlyFiles: true })).sort());
  }
  return [...new Set(out)];
}

async function* readJsonDocument(input: Readable, file: string): AsyncGenerator<SourceItem> {
  const chunks: Buffer[] = [];
  for await (const c of input) chunks.push(c as Buffer);
  const bytes = chunks.reduce((n, c) => n + c.length, 0);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    yield { kind: 'skip', file, position: 'byte 0', reason: 'invalid JSON', bytes };
    return;
  }
  if (looksLikeOdp(value)) {
    for (const item of odpToRecords(value, file))
      yield { ...item, bytes: bytes / Math.max(1, value.patentFileWrapperDataBag!.length) };
  } else if (Array.isArray(value)) {
    for (const [i, row] of value.entries()) {
      const r = rowToRecord(row as Record<string, unknown>, 'jsonl');
      yield typeof r === 'string'
        ? { kind: 'skip', file, position: `[${i}]`, reason: r }
        : { kind: 'record', record: r };
    }
  } else {
    yield {
      kind: 'skip',
      file,
      position: 'byte 0',
      reason: 'JSON is neither an ODP response nor a list of patents',
      bytes,
    };
  }
}

/** Reads one named stream by its extension. */
export function readStream(input: Readable, name: string, file: string): AsyncGenerator<IngestItem> {
  const ext = path.extname(name).toLowerCase();
  switch (ext) {
    case '.xml':
      return readPatentXml(input, file);
    case '.jsonl':
    case '.ndjson':
      return readJsonLines(input, file);
    case '.json':
      return readJsonDocument(input, file);
    case '.csv':
      return readDelimited(input, file, ',');
    case '.tsv':
    case '.txt':
      return readDelimited(input, file, '\t');
    default:
      return unsupported(input, file, `unsupported file type ${ext || '(none)'}`);
  }
}

async function* unsupported(input: Readable, file: string, reason: string): AsyncGenerator<SourceItem> {
  input.destroy();
  yield { kind: 'skip', file, position: 'file', reason };
}

/** A zip's entries are read one at a time as streams (weekly grant zips hold one large XML). */
async function* readZip(file: string): AsyncGenerator<IngestItem> {
  const zip = await new Promise<yauzl.ZipFile>((res, rej) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (e, z) => (e ? rej(e) : res(z))),
  );
  try {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((res, rej) => {
        const onEntry = (e: yauzl.Entry) => {
          cleanup();
          res(e);
        };
        const onEnd = () => {
          cleanup();
          res(null);
        };
        const onError = (e: Error) => {
          cleanup();
          rej(e);
        };
        const cleanup = () => {
          zip.off('entry', onEntry);
          zip.off('end', onEnd);
          zip.off('error', onError);
        };
        zip.on('entry', onEntry);
        zip.on('end', onEnd);
        zip.on('error', onError);
        zip.readEntry();
      });
      if (!entry) return;
      if (entry.fileName.endsWith('/')) continue;
      const stream = await new Promise<Readable>((res, rej) =>
        zip.openReadStream(entry, (e, s) => (e ? rej(e) : res(s))),
      );
      yield* readStream(stream, entry.fileName, `${file}!${entry.fileName}`);
    }
  } finally {
    zip.close();
  }
}

export async function* readFile(file: string): AsyncGenerator<IngestItem> {
  if (path.extname(file).toLowerCase() === '.zip') {
    try {
      yield* readZip(file);
    } catch (e) {
      yield { kind: 'skip', file, position: 'zip', reason: `unreadable zip: ${(e as Error).message}` };
    }
    return;
  }
  yield* readStream(createReadStream(file, { highWaterMark: 1 << 20 }), file, file);
}
