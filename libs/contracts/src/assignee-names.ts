// How landscapes name and group assignees and CPC groups (issue 26): shared by the ai service and the web app's
// dashboard, so a company is counted once however its records spell it. No zod: the browser imports it.

/** Legal-form words dropped when assignee names are compared ('Acme Corp.' = 'ACME CORPORATION'). */
const LEGAL_FORMS = new Set(
  (
    'inc incorporated corp corporation co company companies llc ltd limited plc gmbh ag sa s a sas spa nv bv kk ' +
    'kabushiki kaisha lp llp pty oy ab as aps se srl sarl lc pllc holdings holding group the'
  ).split(' '),
);

/** The key assignee names are grouped by: lower case, punctuation and legal forms dropped. */
export function assigneeKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    // Initials written with dots ('K.K.', 'L.L.C.', 'S.A.') are one word.
    .replace(/\b(?:[a-z]\.\s?){2,}/g, (m) => `${m.replace(/[.\s]/g, '')} `)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  // 'Kabushiki Kaisha' (before or after the name) is a legal form too.
  const core = words.filter((w) => w !== 'kabushiki' && w !== 'kaisha');
  const kept = core.length ? core : words;
  // Legal forms are dropped from the end ('Co.', 'Ltd.'), and a leading 'The'.
  while (kept.length > 1 && LEGAL_FORMS.has(kept[kept.length - 1])) kept.pop();
  while (kept.length > 1 && kept[0] === 'the') kept.shift();
  return kept.join(' ');
}

/** A readable form of a name ('SONY CORPORATION' → 'Sony Corporation'); mixed-case names are kept. */
export function displayName(name: string): string {
  const n = name.trim().replace(/\s+/g, ' ');
  if (n !== n.toUpperCase()) return n;
  return n
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\b(Ibm|Lg|Nec|Ntt|Tdk|Abb|Bmw|Gm|Ge|Hp|Usa|Us|Llc|Ag|Sa|Nv|Bv|Kk|Plc|Gmbh)\b/g, (w) =>
      w === 'Gmbh' ? 'GmbH' : w.toUpperCase(),
    );
}

/** A CPC code's main group: 'B60L 53/80' → 'B60L53/00'. */
export function mainGroup(cpc: string): string | null {
  const m = /^([A-H]\d{2}[A-Z])\s*(\d{1,4})\s*\//.exec(cpc.trim());
  return m ? `${m[1]}${m[2]}/00` : null;
}
