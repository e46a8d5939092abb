import { legalDataDir, readLegalRecords, shortRevision, type RawRecord } from './legal-kb.js';

/** A fee paragraph of 37 CFR as the legal data gives it, with its amounts and the revision it was read from. */
export interface FeeParagraph {
  /** '1.16(h)'. */
  section: string;
  text: string;
  /** The file's full revision note (the fee as-of date). */
  asOf: string;
  /** The short revision label the legal knowledge base cites ('2013 fee schedule (not current)'). */
  revision: string;
  url: string | null;
  amounts: { micro: number; small: number; large: number } | null;
}

let cache: { dir: string; paragraphs: Map<string, FeeParagraph> } | null = null;

/** "By a micro entity (§ 1.29)......$105.00" and its small and large siblings, from the paragraph's own text. */
function amounts(text: string): FeeParagraph['amounts'] {
  const money = (re: RegExp) => Number(re.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
  const a = {
    micro: money(/micro entity[^\n]*?\.{2,}\$?([\d,.]+)/),
    small: money(/By a small entity[^\n]*?\.{2,}\$?([\d,.]+)/),
    large: money(/other than a small or micro entity[^\n]*?\.{2,}\$?([\d,.]+)/),
  };
  return Object.values(a).every((v) => Number.isFinite(v)) ? a : null;
}

/**
 * The fee paragraphs of the legal data the knowledge base reads (ARCHITECTURE decision 7): fees.jsonl where it has
 * the paragraph, else the paragraph cut from its section in 37cfr.jsonl. Read once per data folder.
 */
function paragraphs(dir: string): Map<string, FeeParagraph> {
  if (cache?.dir === dir) return cache.paragraphs;
  const out = new Map<string, FeeParagraph>();
  const add = (section: string, text: string, r: RawRecord, source: 'fees' | '37 CFR') => {
    if (out.has(section)) return;
    out.set(section, {
      section,
      text,
      asOf: r.as_of ?? '',
      revision: shortRevision(source, r.as_of ?? '', r.revision),
      url: r.url ?? null,
      amounts: amounts(text),
    });
  };
  // A fees.jsonl record may run on into the next paragraphs: its own paragraph only.
  for (const r of readLegalRecords(dir, 'fees.jsonl'))
    add(r.section, (r.text ?? '').split(/\n(?=\([a-z]\)\s)/)[0], r, 'fees');
  for (const r of readLegalRecords(dir, '37cfr.jsonl')) {
    if (!/^1\.\d+$/.test(r.section)) continue;
    for (const para of (r.text ?? '').split(/\n(?=\([a-z]\)\s)/)) {
      const id = /^\(([a-z])\)\s/.exec(para)?.[1];
      if (id) add(`${r.section}(${id})`, para, r, '37 CFR');
    }
  }
  cache = { dir, paragraphs: out };
  return out;
}

/** A fee paragraph ('1.16(h)') from the legal data in `dir` (PATENT_DATA_DIR/legal), or null when absent. */
export function feeParagraph(section: string, dir = legalDataDir()): FeeParagraph | null {
  return paragraphs(dir).get(section) ?? null;
}
