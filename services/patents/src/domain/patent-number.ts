/** Patent numbers in every usual spelling → one normalised form, plus the public links built from it. */
export interface ParsedNumber {
  number: string;
  kind: string | null;
}

const KIND = /(A[0-9]?|B[0-9]|E[0-9]?|S[0-9]?|P[0-9]?|H[0-9]?|I[0-9]?)$/;

export function parsePatentNumber(raw: string): ParsedNumber | null {
  let s = raw.toUpperCase().replace(/[\s,./-]/g, '');
  if (s.startsWith('US')) s = s.slice(2);
  if (!s) return null;
  // Pre-grant publications: 11 digits (YYYY + 7-digit serial), keep every digit.
  const pub = s.match(/^(\d{4})(\d{7})(A\d?)?$/);
  if (pub && Number(pub[1]) >= 2001) return { number: pub[1] + pub[2], kind: pub[3] ?? null };
  const m = s.match(/^(D|PP|RE|H|T)?0*(\d+)([A-Z]\d?)?$/);
  if (!m) return null;
  const [, prefix = '', digits, kind] = m;
  if (kind && !KIND.test(kind)) return null;
  if (digits.length > 9) return null;
  return { number: `${prefix}${digits}`, kind: kind ?? null };
}

export function normalizePatentNumber(raw: string): string | null {
  return parsePatentNumber(raw)?.number ?? null;
}

/** Application numbers: digits only ('17/248,024' → '17248024'); PCT forms kept upper-cased. */
export function normalizeApplicationNumber(raw: string): string {
  const s = raw.toUpperCase().replace(/^US/, '');
  return s.startsWith('PCT') ? s.replace(/[\s/]/g, '') : s.replace(/[^0-9A-Z]/g, '');
}

/**
 * A US application number as the USPTO prints it, the one form of every date and term basis text: "14156267",
 * "US 14/156267" → "14/156,267". `country`: a number of another office (or WIPO) is printed as given; so is any
 * US form that is not a series code and six digits (a PCT number, a number the record garbled).
 */
export function applicationNumberText(raw: string, country?: string | null): string {
  if (country && country.toUpperCase() !== 'US') return raw;
  const n = raw.trim().toUpperCase().startsWith('PCT') ? raw : normalizeApplicationNumber(raw);
  return /^\d{8}$/.test(n) ? `${n.slice(0, 2)}/${n.slice(2, 5)},${n.slice(5)}` : raw;
}

export function patentTypeOfNumber(number: string): string {
  if (number.startsWith('D')) return 'design';
  if (number.startsWith('PP')) return 'plant';
  if (number.startsWith('RE')) return 'reissue';
  if (number.startsWith('H')) return 'statutory invention registration';
  if (/^\d{11}$/.test(number)) return 'application';
  return 'utility';
}

/** Google Patents resolves an id without a kind, so a missing kind is dropped rather than guessed. */
export function googlePatentsUrl(number: string, kind?: string | null): string {
  return `https://patents.google.com/patent/US${number}${kind ?? ''}/en`;
}

/** The USPTO's public full-text viewer (ppubs) for a grant or a publication. */
export function usptoDocumentUrl(number: string): string {
  return `https://ppubs.uspto.gov/pubwebapp/external.html?q=${encodeURIComponent(number)}.pn.`;
}
