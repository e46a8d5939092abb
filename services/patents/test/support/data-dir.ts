import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared real-data folder: PATENT_DATA_DIR, else ../shared/data next to the repository. */
export function dataDir(): string {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  return process.env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
}
export const dataPath = (...parts: string[]) => path.join(dataDir(), ...parts);
