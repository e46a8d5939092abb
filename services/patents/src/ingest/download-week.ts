import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import axios from 'axios';

export interface DownloadOptions {
  baseUrl: string;
  apiBaseUrl?: string;
  apiKey?: string;
  timeoutMs?: number;
}

/** Weekly grant files are published on Tuesdays: any date maps to the Tuesday of its week. */
export function grantTuesday(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const offset = (d.getUTCDay() - 2 + 7) % 7;
  d.setUTCDate(d.getUTCDate() - offset);
  return d.toISOString().slice(0, 10);
}

export function weeklyFileName(date: string): string {
  const t = grantTuesday(date);
  return `ipg${t.slice(2, 4)}${t.slice(5, 7)}${t.slice(8, 10)}.zip`;
}

/**
 * Fetches the week's grant full-text zip: from the ODP bulk product when a key is set (it answers
 * with a redirect to a signed URL, followed at once), else from the legacy bulk site. Streams to disk.
 */
export async function downloadWeek(date: string, dir: string, opts: DownloadOptions): Promise<string> {
  const name = weeklyFileName(date);
  const year = grantTuesday(date).slice(0, 4);
  const url =
    opts.apiKey && opts.apiBaseUrl
      ? `${opts.apiBaseUrl}/api/v1/datasets/products/files/PTGRXML/${year}/${name}`
      : `${opts.baseUrl}/data/patent/grant/redbook/fulltext/${year}/${name}`;
  const res = await axios.get(url, {
    responseType: 'stream',
    timeout: opts.timeoutMs ?? 60_000,
    maxRedirects: 5,
    headers: opts.apiKey ? { 'X-API-KEY': opts.apiKey } : {},
    validateStatus: () => true,
  });
  if (res.status !== 200) {
    (res.data as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    throw new Error(`Download of ${name} failed: HTTP ${res.status} from ${new URL(url).host}`);
  }
  const target = path.join(dir, name);
  await pipeline(res.data as NodeJS.ReadableStream, createWriteStream(target));
  return target;
}
