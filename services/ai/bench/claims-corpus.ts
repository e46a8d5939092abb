import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readGrantSlice, type GrantText, type XmlGrant } from '../test/support/uspto-xml-reader.js';

// Parsing every slice takes 7-13 s: the specs of the AI service share one module graph per worker
// (vitest.config.ts, unit-ai), so each worker reads the grants once for all its files.
const parsed = new Map<string, readonly XmlGrant[]>();

/**
 * Every full-text grant (us-patent-grant XML) under uspto-xml, once per patent number, with its claims in order; its
 * text as the product reads it unless `text` says otherwise (uspto-xml-reader.ts, GrantText). Read once per data
 * folder and text: the grants are shared between callers, who get an array of their own.
 */
export function loadGrants(dataDir: string, text: GrantText = 'product'): XmlGrant[] {
  const key = `${path.resolve(dataDir)}\0${text}`;
  let grants = parsed.get(key);
  if (!grants) {
    // Frozen: a caller that changed a grant would change it for every later spec in the worker.
    grants = readGrants(dataDir, text).map(deepFreeze);
    parsed.set(key, grants);
  }
  return [...grants];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function readGrants(dataDir: string, text: GrantText): XmlGrant[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = path.join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (f.endsWith('.xml')) files.push(p);
    }
  };
  walk(path.join(dataDir, 'uspto-xml'));
  const seen = new Set<string>();
  const out: XmlGrant[] = [];
  for (const f of files.sort()) {
    for (const g of readGrantSlice(f, text)) {
      if (!g.number || seen.has(g.number) || g.claims.length === 0) continue;
      if (!g.claims.every((c, i) => c.number === i + 1)) continue;
      seen.add(g.number);
      out.push(g);
    }
  }
  return out;
}
