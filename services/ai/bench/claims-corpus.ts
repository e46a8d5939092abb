import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readGrantSlice, type GrantText, type XmlGrant } from '../test/support/uspto-xml-reader.js';

/**
 * Every full-text grant (us-patent-grant XML) under uspto-xml, once per patent number, with its claims in order; its
 * text as the product reads it unless `text` says otherwise (uspto-xml-reader.ts, GrantText).
 */
export function loadGrants(dataDir: string, text: GrantText = 'product'): XmlGrant[] {
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
