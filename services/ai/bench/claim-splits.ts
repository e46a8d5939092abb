// How the claim splitter (engine/claim-elements.ts) cuts the independent claims of every full-text grant (issue 23):
// elements that are only a lead-in of a sub-list ("a processor configured to:", "wherein each tag includes") and
// preambles over 40 words (a sign of a missed transition), for the claims as stored (a line break before each nested
// <claim-text>) and flat (older rows). `--list` prints each one found.
// `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json tsx services/ai/bench/claim-splits.ts [--list]`
import { splitClaimElements } from '../src/engine/claim-elements.js';
import { parseClaims } from '../src/engine/claims-parser.js';
import { patentDataDir } from '../test/support/uspto-xml-reader.js';
import { loadGrants } from './claims-corpus.js';

/** An element that ends where its content should start: a ":" or a verb/preposition that introduces a list. */
export const BARE_LEAD_IN =
  /(?::|\b(?:includes|including|comprises|comprising|consists of|consisting of|has|having|contains|containing|to|of|for|by|wherein|that|which))\s*$/i;
const LONG_PREAMBLE_WORDS = 40;

const list = process.argv.includes('--list');
const grants = loadGrants(patentDataDir());
for (const form of ['stored', 'flat'] as const) {
  let claims = 0;
  let elements = 0;
  const bare: string[] = [];
  const long: string[] = [];
  for (const g of grants)
    for (const c of parseClaims(g.claims).filter((x) => x.independent)) {
      const s = splitClaimElements(form === 'flat' ? c.text.replace(/\n/g, ' ') : c.text);
      claims++;
      elements += s.elements.length;
      for (const e of s.elements)
        if (BARE_LEAD_IN.test(e.text)) bare.push(`US${g.number} claim ${c.number}: "${e.text}"`);
      const words = s.preamble.split(/\s+/).length;
      if (words > LONG_PREAMBLE_WORDS && !s.jepson)
        long.push(
          `US${g.number} claim ${c.number} (${words} words, "${s.transition}"): ${s.preamble.slice(0, 160)}`,
        );
    }
  console.log(
    `${form}: ${claims} independent claims of ${grants.length} grants, ${elements} elements; ` +
      `bare lead-ins ${bare.length}; preambles over ${LONG_PREAMBLE_WORDS} words (not Jepson) ${long.length}`,
  );
  if (list) console.log([...bare, ...long].map((l) => `  ${l}`).join('\n'));
}
