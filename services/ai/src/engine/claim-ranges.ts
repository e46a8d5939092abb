/**
 * Numeric limitations of a claim element as ranges of one quantity ("between 5 and 10 mm", "at least 20 mm", "less
 * than 3 %"), so two elements whose ranges of the same quantity cannot overlap are seen to conflict (issue 24).
 * "about"/"approximately" values are left out: how far "about" reaches is a matter of construction. Asked for, ranges
 * with "about" ("from about 10% to about 20%") are read too, marked `approx`, to be compared only with another such.
 */
import { subjectTerms } from './claim-chart.js';

export interface Range {
  /** The dimension the unit measures ("length", "%", "temperature:°C" …); values are in its base unit. */
  dim: string;
  lo: number;
  hi: number;
  loOpen: boolean;
  hiOpen: boolean;
  /** The words as written ("between 5 and 10 mm"). */
  text: string;
  /** Where those words start in the text read. */
  at: number;
  /** The stem of the last subject word before it in its clause ("length" in "a length of at least 20 mm"). */
  of: string;
  /** A bound is "about"/"approximately" a value (only with `{ approx: true }`). */
  approx?: boolean;
}

// Unit → dimension and factor to its base unit; units not listed are compared only with the same unit.
const UNITS: Record<string, [string, number]> = {
  nm: ['length', 1e-6],
  µm: ['length', 1e-3],
  um: ['length', 1e-3],
  micron: ['length', 1e-3],
  microns: ['length', 1e-3],
  mm: ['length', 1],
  cm: ['length', 10],
  m: ['length', 1000],
  km: ['length', 1e6],
  inch: ['length', 25.4],
  inches: ['length', 25.4],
  mg: ['mass', 1e-3],
  g: ['mass', 1],
  kg: ['mass', 1000],
  '%': ['%', 1],
  percent: ['%', 1],
  hz: ['frequency', 1],
  khz: ['frequency', 1e3],
  mhz: ['frequency', 1e6],
  ghz: ['frequency', 1e9],
  ms: ['time', 1e-3],
  s: ['time', 1],
  seconds: ['time', 1],
  minutes: ['time', 60],
  hours: ['time', 3600],
  mv: ['voltage', 1e-3],
  v: ['voltage', 1],
  kv: ['voltage', 1e3],
  pa: ['pressure', 1],
  kpa: ['pressure', 1e3],
  mpa: ['pressure', 1e6],
  bar: ['pressure', 1e5],
  psi: ['pressure', 6894.76],
};
// "wt%" (and "% by weight", read as "%" since before) and "vol%", "mol%": a unit of its own before the letters.
const UNIT = String.raw`((?:wt|weight|w\/w|vol|v\/v|mol)\.?\s?%|%|°\s?[CF]|degrees?\s+(?:C|F|Celsius|Fahrenheit)\b|[a-zA-Zµ]{1,8}\b)`;
const NUM = String.raw`(-?\d+(?:,\d{3})*(?:\.\d+)?)`;
const APPROX = String.raw`(?<!(?:about|approximately|around|roughly|substantially)\s+)`;
const ABOUT = String.raw`(?:(about|approximately)\s+)?`;
/** "from about 10% to about 20%": a range whose bounds may each be "about" a value (groups: about, a, unit, about, b, unit). */
const ABOUT_RANGE = new RegExp(
  String.raw`(?:\b(?:between|from)\s+)?${APPROX}${ABOUT}(?<![\d.,-])${NUM}\s*(?:${UNIT}\s*)?(?:and|to|-|–)\s*${ABOUT}${NUM}\s*${UNIT}`,
  'gi',
);
type Bounds = Pick<Range, 'lo' | 'hi' | 'loOpen' | 'hiOpen'>;
const PATTERNS: { re: RegExp; make: (a: number, b: number) => Bounds }[] = [
  {
    re: new RegExp(
      String.raw`(?:\b(?:between|from)\s+)?${APPROX}(?<![\d.,-])${NUM}\s*(?:${UNIT}\s*)?(?:and|to|-|–)\s*${NUM}\s*${UNIT}`,
      'gi',
    ),
    make: (a, b) => ({ lo: Math.min(a, b), hi: Math.max(a, b), loOpen: false, hiOpen: false }),
  },
  {
    re: new RegExp(
      String.raw`\b(at\s+least|not\s+less\s+than|no\s+less\s+than|greater\s+than|more\s+than|above|exceeding|at\s+most|not\s+more\s+than|no\s+more\s+than|not\s+greater\s+than|less\s+than|below|up\s+to|not\s+exceeding)\s+${NUM}\s*${UNIT}`,
      'gi',
    ),
    make: () => ({ lo: 0, hi: 0, loOpen: false, hiOpen: false }),
  },
];

/** A value stated alone: "of 30 mm", "is 5 %", "equal to 2 g" (never after "about"). */
const POINT = new RegExp(
  String.raw`\b(?:of|is|are|being|at|equals?|equal\s+to|measuring)\s+${NUM}\s*${UNIT}`,
  'gi',
);

function unitOf(u: string): { dim: string; factor: number } | null {
  const key = u.replace(/\s+/g, '').toLowerCase();
  const share = /^(wt|weight|w\/w|vol|v\/v|mol)\.?%$/.exec(key)?.[1];
  if (share)
    return { dim: /^(?:vol|v\/v)$/.test(share) ? 'vol%' : share === 'mol' ? 'mol%' : '%', factor: 1 };
  if (/^(?:°|degrees?)(c|celsius)$/.test(key)) return { dim: 'temperature:C', factor: 1 };
  if (/^(?:°|degrees?)(f|fahrenheit)$/.test(key)) return { dim: 'temperature:F', factor: 1 };
  const known = UNITS[key] ?? UNITS[u.trim()];
  return known ? { dim: known[0], factor: known[1] } : null;
}

const num = (s: string) => Number(s.replace(/,/g, ''));
/** What a range measures: the last subject word before it in its clause, past "in the range" and a symbol ("D"). */
function quantityOf(text: string, at: number): string {
  const before = (
    text
      .slice(Math.max(0, at - 80), at)
      .split(/[;:,]/)
      .at(-1) ?? ''
  )
    .replace(/\s+(?:(?:is\s+|lies\s+)?(?:in|within)\s+)?(?:the|a)\s+range(?:\s+of)?\s*$/i, '')
    .replace(/\s+[A-Z][a-z]?\d?\s*$/, '');
  return subjectTerms(before).at(-1) ?? '';
}

/**
 * The ranges an element states, one per phrase, in base units; phrases with an unknown unit are skipped. With
 * `approx`, a range with "about" bounds is read too and marked so.
 */
export function rangesOf(text: string, { approx = false }: { approx?: boolean } = {}): Range[] {
  const out: Range[] = [];
  // No digit, no range (most elements).
  if (!/\d/.test(text)) return out;
  for (const m of text.matchAll(approx ? ABOUT_RANGE : PATTERNS[0].re)) {
    // Without "about" groups, the plain pattern's groups line up with ABOUT_RANGE's numbers and units.
    const [aboutA, a0, u0, aboutB, b0, u1] = approx
      ? m.slice(1)
      : [undefined, m[1], m[2], undefined, m[3], m[4]];
    const unit = unitOf(u1);
    const first = u0 ? unitOf(u0) : unit;
    if (!unit || !first || first.dim !== unit.dim) continue;
    const a = num(a0) * first.factor;
    const b = num(b0) * unit.factor;
    const about = aboutA !== undefined || aboutB !== undefined;
    out.push({
      dim: unit.dim,
      text: m[0],
      at: m.index,
      of: quantityOf(text, m.index),
      ...PATTERNS[0].make(a, b),
      ...(about ? { approx: true } : {}),
    });
  }
  for (const m of text.matchAll(PATTERNS[1].re)) {
    const unit = unitOf(m[3]);
    if (!unit) continue;
    const v = num(m[2]) * unit.factor;
    const word = m[1].toLowerCase().replace(/\s+/g, ' ');
    const lower =
      /least|not less|no less|greater than|more than|above|exceeding/.test(word) &&
      !/not (?:more|greater)|no more|not exceeding/.test(word);
    const open = /^(?:greater than|more than|above|exceeding|less than|below)$/.test(word);
    const base = { dim: unit.dim, text: m[0], at: m.index, of: quantityOf(text, m.index) };
    out.push(
      lower
        ? { ...base, lo: v, hi: Infinity, loOpen: open, hiOpen: false }
        : { ...base, lo: -Infinity, hi: v, loOpen: false, hiOpen: open },
    );
  }
  // A single value ("a thickness of 30 mm") where no range above covers it ("of 10 mm to 20 mm").
  const taken = [
    ...text.matchAll(approx ? ABOUT_RANGE : PATTERNS[0].re),
    ...text.matchAll(PATTERNS[1].re),
  ].map((m) => [m.index, m.index + m[0].length]);
  for (const m of text.matchAll(POINT)) {
    const unit = unitOf(m[2]);
    if (!unit || taken.some(([a, b]) => m.index < b && m.index + m[0].length > a)) continue;
    const v = num(m[1]) * unit.factor;
    const at = m.index + m[0].indexOf(m[1]);
    out.push({
      dim: unit.dim,
      text: m[0].slice(m[0].indexOf(m[1])),
      at,
      of: quantityOf(text, at),
      lo: v,
      hi: v,
      loOpen: false,
      hiOpen: false,
    });
  }
  return out;
}

/** Whether a lies wholly below b (no value in both). */
const below = (a: Range, b: Range) => a.hi < b.lo || (a.hi === b.lo && (a.hiOpen || b.loOpen));

/**
 * Two elements' ranges of one quantity that cannot overlap: same unit dimension and the same word before them ("a
 * length of …"), and only when each element states one range of that dimension: with several ("a length of 5–10 mm
 * and a width of at least 20 mm") which one is which is not read.
 */
export function rangeConflict(a: string, b: string): { own: string; other: string } | null {
  const ra = rangesOf(a);
  const rb = rangesOf(b);
  for (const x of ra) {
    const y = rb.filter((r) => r.dim === x.dim);
    if (y.length !== 1 || ra.filter((r) => r.dim === x.dim).length !== 1 || !x.of || x.of !== y[0].of)
      continue;
    if (below(x, y[0]) || below(y[0], x)) return { own: x.text.trim(), other: y[0].text.trim() };
  }
  return null;
}
