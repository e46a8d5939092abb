import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Bm25Index, tokenize } from '@patent-hub/text';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** PATENT_DATA_DIR, else the shared data folder next to the repository (as the first-run corpus). */
export const legalDataDir = (env: { PATENT_DATA_DIR?: string } = process.env) =>
  path.join(env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data'), 'legal');

export type LegalSource = '35 USC' | '37 CFR' | 'MPEP' | 'fees';

/** The records of one legal file in PATENT_DATA_DIR/legal ('fees.jsonl'…); none when the file is absent. */
export function readLegalRecords(dir: string, file: string): RawRecord[] {
  const full = path.join(dir, file);
  if (!existsSync(full)) return [];
  return readFileSync(full, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as RawRecord);
}
const FILES: [string, LegalSource][] = [
  ['35usc.jsonl', '35 USC'],
  ['37cfr.jsonl', '37 CFR'],
  ['mpep.jsonl', 'MPEP'],
  ['fees.jsonl', 'fees'],
];

/** One section of the legal texts as read from PATENT_DATA_DIR/legal (never copied into the repository). */
export interface LegalSection {
  id: number;
  source: LegalSource;
  /** As the file gives it: '119', '102 (pre-AIA)', '1.78', '2173.05(e)', '1.16(a)'. */
  section: string;
  title: string;
  text: string;
  url: string | null;
  /** The file's full revision note. */
  asOf: string;
  /** A short revision label for citations: 'R-07.2022', 'OLRC text of ~2022', 'rules text of late 2013'. */
  revision: string;
  preAia: boolean;
}

/** A passage of a section: one paragraph (short ones joined), with its pinpoint ('(e)(1)') where the text gives it. */
export interface LegalPassage {
  id: number;
  sectionId: number;
  pinpoint: string;
  text: string;
}

export interface LegalHit {
  section: LegalSection;
  passage: LegalPassage;
  score: number;
}

/** '35 U.S.C. 119(e)', '37 CFR 1.78', 'MPEP 2173.05(e)': how an answer cites a section (and pinpoint). */
export function citationLabel(s: Pick<LegalSection, 'source' | 'section'>, pinpoint = ''): string {
  const base = s.section.replace(/\s*\(pre-AIA\)$/, '');
  const pre = base === s.section ? '' : ' (pre-AIA)';
  const pin = pinpoint && !base.endsWith(pinpoint) ? pinpoint : '';
  switch (s.source) {
    case '35 USC':
      return `35 U.S.C. ${base}${pin}${pre}`;
    case '37 CFR':
    case 'fees':
      return `37 CFR ${base}${pin}${pre}`;
    default:
      return `MPEP ${base}`;
  }
}

export function shortRevision(
  source: LegalSource,
  asOf: string,
  revision: string | null | undefined,
): string {
  if (source === 'MPEP') {
    const edition = /Revision 07\.2022/.test(asOf) ? 'E9 R-07.2022' : 'E9 March 2014';
    return revision ? `${revision}, ${edition}` : edition;
  }
  if (source === '35 USC') return /Appendix L/.test(asOf) ? 'pre-AIA text, April 2013' : 'OLRC text of ~2022';
  if (source === 'fees') return '2013 fee schedule (not current)';
  return 'rules text of late 2013 (MPEP App. R, March 2014)';
}

/** One record of a legal JSON Lines file, as the file gives it. */
export interface RawRecord {
  section: string;
  title?: string;
  text?: string;
  url?: string;
  as_of?: string;
  revision?: string | null;
  version?: string;
}

const LEVEL1 = /^\(([a-z])\)/;
const LEVEL2 = /^\((\d+)\)/;
const LEVEL3 = /^\(([A-Z])\)/;

/** Splits a section into passages of about 40–160 words, tracking the statute/rule pinpoint ((a), (1), (A)). */
export function splitPassages(text: string): { pinpoint: string; text: string }[] {
  const out: { pinpoint: string; text: string }[] = [];
  let l1 = '';
  let l2 = '';
  let l3 = '';
  let buf: string[] = [];
  let bufPin = '';
  let words = 0;
  const flush = () => {
    if (buf.length) out.push({ pinpoint: bufPin, text: buf.join('\n') });
    buf = [];
    words = 0;
  };
  for (const para of text.split('\n')) {
    const p = para.trim();
    if (!p) continue;
    let m: RegExpMatchArray | null;
    if ((m = p.match(LEVEL1)) && !(l1 && /^[ivx]+$/.test(m[1]) && m[1] !== nextLetter(l1))) {
      l1 = m[1];
      l2 = l3 = '';
    } else if ((m = p.match(LEVEL2))) {
      l2 = m[1];
      l3 = '';
    } else if ((m = p.match(LEVEL3))) l3 = m[1];
    const pin = `${l1 ? `(${l1})` : ''}${l2 ? `(${l2})` : ''}${l3 ? `(${l3})` : ''}`;
    const n = p.split(/\s+/).length;
    // A new passage at a new top-level paragraph, or when this one is already long.
    const newTop = LEVEL1.test(p) && pin !== bufPin && words > 12;
    // A heading alone ('(e)', '(b) Conditions.') stays with what follows it.
    if (buf.length && words >= 6 && (words >= 40 || words + n > 160 || newTop)) flush();
    if (!buf.length) bufPin = pin;
    buf.push(p);
    words += n;
  }
  flush();
  return out;
}
const nextLetter = (c: string) => String.fromCharCode(c.charCodeAt(0) + 1);
/** Text as indexed: the thesaurus's spelling fixes only ('non-provisional' → 'nonprovisional'). */
const norm = (t: string) => t.replace(/\bnon-(?=[a-z])/gi, 'non');

// Lay wording → the words of the texts (a small thesaurus; both the texts and questions go through it).
const THESAURUS: [RegExp, string][] = [
  [/\bnon-(?=[a-z])/gi, 'non'],
  [/\butility (patent|application)s?\b/gi, '$1'],
  [/\bpct\b/gi, 'international application Patent Cooperation Treaty'],
  [/\bparis convention\b/gi, 'foreign country priority'],
  [/\bgrace period\b/gi, 'grace period 1 year or less before the effective filing date'],
];
/** A period or a count: what "how long", "when" and "how many" questions ask for. */
export const FACT =
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|sixteen|eighteen|twenty|thirty)[- ](?:calendar )?(day|week|month|year)s?\b|\bin excess of\b|\bnot later than\b/i;
export const ASKS_FACT =
  /\b(how long|how many|how much|when|deadline|period|time limit|term|within|expire|by when|how far)\b/i;

/** Words of a question that say what is asked, not what it is about. */
const QUESTION_WORDS = new Set([
  'long',
  'many',
  'much',
  'need',
  'want',
  'know',
  'tell',
  'explain',
  'mean',
  'happen',
  'far',
  'back',
  'soon',
]);

/** The stemmed terms of a question or text, after the thesaurus. */
export function legalTerms(text: string, limit = 64): string[] {
  let t = text;
  for (const [re, to] of THESAURUS) t = t.replace(re, to);
  return tokenize(t, limit).filter((w) => !QUESTION_WORDS.has(w));
}

const SECTION_REF =
  /\b(?:(35)\s*U\.?\s*S\.?\s*C\.?\s*(?:§+\s*)?(\d+[a-z]?)|(37)\s*C\.?\s*F\.?\s*R\.?\s*(?:§+\s*)?(\d+\.\d+[a-z]?)|MPEP\s*(?:§+\s*)?(\d{3,4}(?:\.\d+)?(?:\([a-z]\))?))/gi;

/** The sections a text names explicitly ('35 U.S.C. 119(e)', '37 CFR 1.78', 'MPEP 2173.05(e)'). */
export function namedSections(text: string): { source: LegalSource; section: string }[] {
  const out: { source: LegalSource; section: string }[] = [];
  for (const m of text.matchAll(SECTION_REF)) {
    if (m[2]) out.push({ source: '35 USC', section: m[2] });
    else if (m[4]) out.push({ source: '37 CFR', section: m[4] });
    else if (m[5]) out.push({ source: 'MPEP', section: m[5] });
  }
  return out;
}

/**
 * The patent-law knowledge base (ARCHITECTURE decision 7): 35 U.S.C., 37 CFR, MPEP and fee paragraphs, loaded into
 * memory from the JSON Lines files and indexed twice with the shared BM25 (sections by title + text, passages by
 * section title + passage), so a question finds the section and, inside it, the passage that answers it.
 */
export class LegalKnowledgeBase {
  readonly sections: LegalSection[] = [];
  readonly passages: LegalPassage[] = [];
  private readonly sectionIndex = new Bm25Index({ k1: 1.2, b: 0.75, titleBoost: 3 });
  private readonly passageIndex = new Bm25Index({ k1: 1.2, b: 0.5, titleBoost: 1 });
  private readonly byKey = new Map<string, LegalSection>();
  private readonly sectionPassages = new Map<number, LegalPassage[]>();
  loadMs = 0;

  static load(dir = legalDataDir()): LegalKnowledgeBase {
    const kb = new LegalKnowledgeBase();
    const t0 = performance.now();
    for (const [file, source] of FILES) for (const r of readLegalRecords(dir, file)) kb.add(source, r);
    kb.loadMs = performance.now() - t0;
    return kb;
  }

  get loaded(): boolean {
    return this.sections.length > 0;
  }

  private add(source: LegalSource, r: RawRecord): void {
    const text = (r.text ?? '').trim();
    if (!text) return; // [Reserved] headings
    const section: LegalSection = {
      id: this.sections.length,
      source,
      section: r.section,
      title: (r.title ?? '').trim(),
      text,
      url: r.url ?? null,
      asOf: r.as_of ?? '',
      revision: shortRevision(source, r.as_of ?? '', r.revision),
      preAia: /pre-AIA|transitional/i.test(`${r.section} ${r.version ?? ''}`),
    };
    this.sections.push(section);
    const key = `${source === 'fees' ? '37 CFR' : source}|${r.section}`;
    if (!this.byKey.has(key)) this.byKey.set(key, section);
    this.sectionIndex.add({
      docId: section.id,
      title: section.title,
      abstract: text.slice(0, 6000),
      date: null,
    });
    const list: LegalPassage[] = [];
    for (const p of splitPassages(text)) {
      const passage: LegalPassage = { id: this.passages.length, sectionId: section.id, ...p };
      this.passages.push(passage);
      list.push(passage);
      this.passageIndex.add({
        docId: passage.id,
        title: norm(section.title),
        abstract: norm(p.text),
        date: null,
      });
    }
    this.sectionPassages.set(section.id, list);
  }

  /** A section by citation ('35 USC', '119'), or undefined. */
  get(source: LegalSource, section: string): LegalSection | undefined {
    return this.byKey.get(`${source === 'fees' ? '37 CFR' : source}|${section}`);
  }

  passagesOf(sectionId: number): LegalPassage[] {
    return this.sectionPassages.get(sectionId) ?? [];
  }

  /** A passage and the `n` after it in its section (a rule's lead-in and the list it introduces). */
  withNext(p: LegalPassage, n = 1): string {
    const list = this.passagesOf(p.sectionId);
    const i = list.findIndex((x) => x.id === p.id);
    return i < 0
      ? p.text
      : list
          .slice(i, i + 1 + n)
          .map((x) => x.text)
          .join('\n');
  }

  /**
   * The passage of a section that answers: the one holding the most informative query terms in its own text (the
   * section title is shared by all), one stating a period or count preferred when the question asks for one, and
   * earlier passages a little (the rule is usually stated first). The first passage when none matches.
   */
  bestPassage(
    section: LegalSection,
    terms: string[],
    wantsFact = false,
  ): { passage: LegalPassage; score: number } {
    const list = this.passagesOf(section.id);
    const q = new Set(terms);
    let best = { passage: list[0], score: 0 };
    for (const [i, p] of list.entries()) {
      let s = 0;
      for (const w of new Set(legalTerms(p.text, 2000))) if (q.has(w)) s += this.passageIndex.idf(w);
      // A paragraph heading ('(f) Size of sheets.') names its subject: its words count twice.
      const heading = /^\(\w+\)\s*([^.]{3,60})\./.exec(p.text)?.[1];
      if (heading) for (const w of new Set(legalTerms(heading))) if (q.has(w)) s += this.passageIndex.idf(w);
      if (wantsFact && FACT.test(p.text)) s *= 1.6;
      s *= 1 + POSITION_WEIGHT / (1 + i);
      if (s > best.score) best = { passage: p, score: s };
    }
    return best;
  }

  /** How well the best section covers a question: the share of its terms in the section's title and best passage. */
  coverage(question: string): number {
    const [hit] = this.search(question, 1);
    const terms = new Set(legalTerms(question));
    if (!hit || !terms.size) return 0;
    const words = new Set(legalTerms(`${hit.section.title}\n${hit.passage.text}`, 5000));
    return [...terms].filter((w) => words.has(w)).length / terms.size;
  }

  search(question: string, limit = 3, context?: string): LegalHit[] {
    const own = legalTerms(question);
    const terms = context ? [...new Set([...own, ...legalTerms(context)])] : own;
    const wantPreAia = /pre-?AIA|before (?:march 16, )?2013/i.test(question);
    const scores = new Map<number, number>();
    const best = new Map<number, LegalPassage>();
    const named = namedSections(question)
      .map((n) => this.get(n.source, n.section))
      .filter((s): s is LegalSection => !!s);
    if (terms.length) {
      for (const h of this.sectionIndex.score(terms, { limit: 80 }).hits) scores.set(h.docId, h.score);
      // Hits come best first: only the best passage of a section counts.
      for (const h of this.passageIndex.score(terms, { limit: 200 }).hits) {
        const p = this.passages[h.docId];
        if (best.has(p.sectionId)) continue;
        best.set(p.sectionId, p);
        scores.set(p.sectionId, (scores.get(p.sectionId) ?? 0) + h.score);
      }
    }
    const ownSet = new Set(own);
    const allSet = new Set(terms);
    const ranked = [...scores]
      .map(([id, score]) => {
        const s = this.sections[id];
        let x = s.preAia && !wantPreAia ? score * 0.6 : score;
        if (s.source === '35 USC' || s.source === '37 CFR') x *= SOURCE_WEIGHT;
        // The section's title names the subject: a title holding the question's terms is the place the rule is.
        const title = new Set(legalTerms(s.title));
        x *= 1 + TITLE_WEIGHT * ([...allSet].filter((w) => title.has(w)).length / Math.max(1, allSet.size));
        // Coverage: the share of the question's terms the section's title and best passage hold together.
        const words = new Set(legalTerms(`${s.title}\n${best.get(id)?.text ?? ''}`, 5000));
        x *= 0.5 + [...allSet].filter((w) => words.has(w)).length / Math.max(1, allSet.size);
        if (context && ownSet.size) x *= 1 + [...ownSet].filter((w) => words.has(w)).length / ownSet.size;
        return { s, score: x };
      })
      .sort((a, b) => b.score - a.score);
    const wantsFact = ASKS_FACT.test(question);
    const hits: LegalHit[] = named.map((s) => ({
      section: s,
      ...this.bestPassage(s, terms, wantsFact),
      score: Infinity,
    }));
    // Dated and pre-AIA variants of a section are cited once (the best-scoring one).
    const base = (s: LegalSection) =>
      `${s.source === 'fees' ? '37 CFR' : s.source}|${s.section.replace(/ \(pre-AIA\)$/, '')}`;
    for (const { s, score } of ranked) {
      if (hits.length >= limit) break;
      if (hits.some((h) => base(h.section) === base(s))) continue;
      hits.push({ section: s, passage: this.bestPassage(s, terms, wantsFact).passage, score });
    }
    return hits.slice(0, limit);
  }
}

/** How much more the statute and the rules weigh than the MPEP (chosen on the bench questions, docs/benchmarks.md). */
export const SOURCE_WEIGHT = 1.5;
export const TITLE_WEIGHT = 1;
/** The first passage of a section weighs 1 + w, the second 1 + w/2, …: a rule is usually stated first (bench-tuned). */
export const POSITION_WEIGHT = 1;
