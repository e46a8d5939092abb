import { patentRefs } from './question.js';

/** A patent number or a section of the legal texts as a text cites it, with where it stands. */
export interface CitedRef {
  start: number;
  end: number;
  kind: 'patent' | 'section';
  /** 'US10000000'; '35 U.S.C. 119', '37 CFR 1.78', 'MPEP 2173.05(e)' (statute and rules without pinpoint). */
  key: string;
}

const PIN = '((?:\\s?\\([a-zA-Z0-9]{1,4}\\))*)';
const SECTION_REFS = new RegExp(
  [
    `\\b35\\s*U\\.?\\s*S\\.?\\s*C\\.?\\s*(?:§+\\s*)?(\\d+[a-z]?)${PIN}`,
    `\\b37\\s*C\\.?\\s*F\\.?\\s*R\\.?\\s*(?:§+\\s*)?(\\d+\\.\\d+[a-z]?)${PIN}`,
    `\\bMPEP\\s*(?:§+\\s*)?(\\d{3,4}(?:\\.\\d+)*)${PIN}`,
  ].join('|'),
  'g',
);

/** The sections a text cites: '35 U.S.C. § 119(e)(1)' → '35 U.S.C. 119'; an MPEP section keeps its subsection. */
export function sectionRefs(text: string): CitedRef[] {
  return [...text.matchAll(SECTION_REFS)].map((m) => {
    const key = m[1]
      ? `35 U.S.C. ${m[1]}`
      : m[3]
        ? `37 CFR ${m[3]}`
        : `MPEP ${m[5]}${(m[6] ?? '').replace(/\s/g, '')}`;
    return { start: m.index, end: m.index + m[0].length, kind: 'section' as const, key };
  });
}

/** Every patent number and section a text cites, in order of appearance. */
export function citedRefs(text: string): CitedRef[] {
  const sections = sectionRefs(text);
  // A section number is never a patent number ('37 CFR 1.78' holds none, but keep the two kinds apart anyway).
  const patents = patentRefs(text)
    .filter((p) => !sections.some((s) => p.start < s.end && s.start < p.end))
    .map((p) => ({ start: p.start, end: p.end, kind: 'patent' as const, key: `US${p.number}` }));
  return [...sections, ...patents].sort((a, b) => a.start - b.start);
}

/**
 * What an exchange's tool results make citable: every patent number and section that appears in them. An MPEP
 * citation deeper than a returned subsection (2173.05(e)(1) under 2173.05(e)) counts as that subsection.
 */
export class VerifiedCitations {
  private readonly keys = new Set<string>();

  addFrom(text: string): void {
    for (const r of citedRefs(text)) this.keys.add(r.key);
  }

  has(key: string): boolean {
    if (this.keys.has(key)) return true;
    if (!key.startsWith('MPEP ')) return false;
    return [...this.keys].some((k) => k.startsWith('MPEP ') && key.startsWith(`${k}(`));
  }
}

export const REMOVED_MARK = '[unverified citation removed]';

/** A text with every citation no tool result supports replaced by REMOVED_MARK, and what was removed. */
export function scrubCitations(
  text: string,
  verified: VerifiedCitations,
): { text: string; removed: CitedRef[]; kept: CitedRef[] } {
  const removed: CitedRef[] = [];
  const kept: CitedRef[] = [];
  let out = '';
  let at = 0;
  for (const r of citedRefs(text)) {
    if (verified.has(r.key)) {
      kept.push(r);
      continue;
    }
    removed.push(r);
    out += text.slice(at, r.start) + REMOVED_MARK;
    at = r.end;
  }
  return { text: out + text.slice(at), removed, kept };
}

/** Where a citation may begin ('US…', 'U.S. Patent No.', '35 U.S.C.', '37 CFR', 'MPEP'); none is longer than this. */
const CITATION_START = /\bUS|\bU\.S\.|\b3[57]\b|\bMPEP\b|\b[Pp]atent\b|\bPat\./g;
const LONGEST_CITATION = 48;

/**
 * Checks a streamed answer as it arrives: `push` returns the text that can no longer change a citation (up to the
 * last space, held back before anything within reach of the end that may begin one, never splitting one) with
 * unverified citations removed; `end` returns the rest. The verified set may grow between pushes.
 */
export class CitationFilter {
  private buffer = '';
  readonly removed: CitedRef[] = [];
  readonly kept: CitedRef[] = [];

  constructor(private readonly verified: VerifiedCitations) {}

  push(delta: string): string {
    this.buffer += delta;
    const b = this.buffer;
    let cut = Math.max(b.lastIndexOf(' '), b.lastIndexOf('\n')) + 1;
    for (const m of b.matchAll(CITATION_START))
      if (m.index >= b.length - LONGEST_CITATION) {
        cut = Math.min(cut, m.index);
        break;
      }
    for (const r of citedRefs(b)) if (r.start < cut && cut < r.end) cut = r.start;
    if (cut <= 0) return '';
    this.buffer = b.slice(cut);
    return this.check(b.slice(0, cut));
  }

  end(): string {
    const rest = this.buffer;
    this.buffer = '';
    return rest ? this.check(rest) : '';
  }

  private check(text: string): string {
    const r = scrubCitations(text, this.verified);
    this.removed.push(...r.removed);
    this.kept.push(...r.kept);
    return r.text;
  }
}
