import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Bm25Index, tokenize } from '@patent-hub/text';
import { z } from 'zod';
import { lawEra, type LawEra } from './filing-era.js';
import type { LegalSource } from './legal-source.js';
import type { TopicRouter } from './topic-types.js';
import { TopicWords } from './topic-words.js';
import { topicOf, TOPICS } from './topics.js';
import { withStatuteWords } from './vocabulary.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** PATENT_DATA_DIR, else the shared data folder next to the repository (as the first-run corpus). */
export const legalDataDir = (env: { PATENT_DATA_DIR?: string } = process.env) =>
  path.join(env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data'), 'legal');

export type { LegalSource } from './legal-source.js';

/** A line of a legal file that is not a usable record: skipped, never loaded half-read. */
export interface LegalProblem {
  file: string;
  line: number;
  field: string;
  message: string;
}

/** Said first in a legal answer when the server has no legal texts: nothing after it is quoted from them. */
export const LEGAL_TEXTS_MISSING =
  '**The patent-law texts are not loaded on this server** (no 35 U.S.C., 37 CFR, MPEP or fee records in ' +
  'PATENT_DATA_DIR/legal; `npm run legal:check` says why), so nothing below is quoted from or checked against them.\n\n';

export const legalProblemText = (p: LegalProblem) => `${p.file}:${p.line}: ${p.field}: ${p.message}`;

/** What a record must hold: the section it cites and the revision date an answer states next to it. */
const recordSchema = z.looseObject({
  section: z.string().trim().min(1),
  title: z.string().optional(),
  text: z.string().optional(),
  url: z.string().optional(),
  as_of: z.string().trim().min(1),
  revision: z.string().nullable().optional(),
  version: z.string().optional(),
});

/** The records of one legal file in PATENT_DATA_DIR/legal ('fees.jsonl'…) and the lines it skipped, with why. */
export function readLegalFile(dir: string, file: string): { records: RawRecord[]; problems: LegalProblem[] } {
  const full = path.join(dir, file);
  const records: RawRecord[] = [];
  const problems: LegalProblem[] = [];
  if (!existsSync(full)) return { records, problems };
  readFileSync(full, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      if (!text.trim()) return;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (e) {
        problems.push({ file, line: i + 1, field: '(line)', message: `not JSON (${(e as Error).message})` });
        return;
      }
      const parsed = recordSchema.safeParse(value);
      if (parsed.success) records.push(parsed.data as RawRecord);
      else {
        const issue = parsed.error.issues[0];
        problems.push({
          file,
          line: i + 1,
          field: issue.path.join('.') || '(record)',
          message: issue.message,
        });
      }
    });
  return { records, problems };
}

/** The valid records of one legal file in PATENT_DATA_DIR/legal; none when the file is absent. */
export function readLegalRecords(dir: string, file: string): RawRecord[] {
  return readLegalFile(dir, file).records;
}
export const LEGAL_FILES: [string, LegalSource][] = [
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
  /** An earlier dated version of a rule kept beside the current one ('(pre-2013-04-01) …', '(2012-09-16 thru …)'). */
  superseded: boolean;
  /** The side of the first-inventor-to-file change its editor's note limits it to (see fitfEra); null when none. */
  fitf: Exclude<LawEra, 'either'> | null;
}

/**
 * The side of the first-inventor-to-file change (2013-03-16) a text's editor's note limits it to: 'pre-AIA' ("not
 * applicable to … applications subject to the first inventor to file provisions"), 'AIA' ("only applicable to …");
 * null when its note says neither (or it has none, or its boundary is another date, 2012-09-16).
 */
export function fitfEra(text: string): Exclude<LawEra, 'either'> | null {
  const note = /^\[?\s*Editor Note:([^\]]*)/.exec(text)?.[1] ?? '';
  if (!/first inventor to file/i.test(note)) return null;
  if (/\bnot (?:applicable|subject)\b/i.test(note)) return 'pre-AIA';
  if (/\bonly applicable\b/i.test(note)) return 'AIA';
  return null;
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
  // A fee paragraph's label holds its own paragraph ('1.17(a)'): its pinpoint '(a)(1)' adds only the '(1)'.
  const own = /\([a-z]\)$/.exec(base)?.[0];
  const pinned = own && pinpoint.startsWith(own) ? pinpoint.slice(own.length) : pinpoint;
  const pin = pinned && !base.endsWith(pinned) ? pinned : '';
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

/** The collection and section a citation label names ('37 CFR 1.78' → 37 CFR, '1.78'; citationLabel's inverse); null for any other. */
export function parseLabel(label: string): { source: Exclude<LegalSource, 'fees'>; section: string } | null {
  const m = /^(35 U\.S\.C\.|37 CFR|MPEP) (.+)$/.exec(label);
  if (!m) return null;
  return { source: m[1] === '35 U.S.C.' ? '35 USC' : m[1] === '37 CFR' ? '37 CFR' : 'MPEP', section: m[2] };
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
const LEVEL4 = /^\(([ivx]+)\)/;
const LEVEL5 = /^\(([IVX]+)\)/;

/** The paragraphs of a section's text with the statute/rule pinpoint each stands under ((a), (a)(1), (a)(1)(A)). */
export function* paragraphPins(text: string): Generator<{ pinpoint: string; text: string }> {
  let l1 = '';
  let l2 = '';
  let l3 = '';
  let l4 = '';
  let l5 = '';
  for (const para of text.split('\n')) {
    const p = para.trim();
    if (!p) continue;
    let m: RegExpMatchArray | null;
    // Under a roman item, '(I)', '(II)' are its subclauses (154(b)(1)(A)(i)(I)), not a capital letter's paragraph.
    if (l4 && (m = p.match(LEVEL5))) l5 = m[1];
    else if ((m = p.match(LEVEL1)) && !(l1 && /^[ivx]+$/.test(m[1]) && m[1] !== nextLetter(l1))) {
      l1 = m[1];
      l2 = l3 = l4 = l5 = '';
    } else if ((m = p.match(LEVEL2))) {
      l2 = m[1];
      l3 = l4 = l5 = '';
    } else if ((m = p.match(LEVEL3))) {
      l3 = m[1];
      l4 = l5 = '';
    } else if ((m = p.match(LEVEL4)) && l1) {
      l4 = m[1];
      l5 = '';
    }
    // A roman item ('(i)' under '(A)') is cited at its own pinpoint (review 11: 41(a)(2)(A)(i), not 41(a)(2)(A)).
    yield {
      pinpoint: `${l1 ? `(${l1})` : ''}${l2 ? `(${l2})` : ''}${l3 ? `(${l3})` : ''}${l4 ? `(${l4})` : ''}${l5 ? `(${l5})` : ''}`,
      text: p,
    };
  }
}

/** Splits a section into passages of about 40–160 words, tracking the statute/rule pinpoint ((a), (1), (A)). */
export function splitPassages(text: string): { pinpoint: string; text: string }[] {
  const out: { pinpoint: string; text: string }[] = [];
  let buf: string[] = [];
  let bufPin = '';
  let words = 0;
  const flush = () => {
    if (buf.length) out.push({ pinpoint: bufPin, text: buf.join('\n') });
    buf = [];
    words = 0;
  };
  for (const { pinpoint: pin, text: p } of paragraphPins(text)) {
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

/** Abbreviations practitioners use and the texts spell out. */
export const ABBREVIATIONS: [RegExp, string][] = [
  [/\bipr\b/gi, 'inter partes review'],
  [/\bpgr\b/gi, 'post-grant review'],
  [/\bcbm\b/gi, 'covered business method patent review'],
  [/\bptab\b/gi, 'Patent Trial and Appeal Board'],
  [/\brce\b/gi, 'request for continued examination'],
  [/\bids\b/gi, 'information disclosure statement'],
  [/\bpta\b/gi, 'patent term adjustment'],
  [/\bpte\b/gi, 'patent term extension'],
  [/\bads\b/gi, 'application data sheet'],
  [/\bcip\b/gi, 'continuation-in-part'],
];

// Lay wording → the words of the texts (a small thesaurus; both the texts and questions go through it).
const THESAURUS: [RegExp, string][] = [
  [/\bnon-(?=[a-z])/gi, 'non'],
  [/\butility (patent|application)s?\b/gi, '$1'],
  [/\bpct\b/gi, 'international application Patent Cooperation Treaty'],
  [/\bparis convention\b/gi, 'foreign country priority'],
  [/\bgrace period\b/gi, 'grace period 1 year or less before the effective filing date'],
  // Practitioners' everyday wording and the texts' terms for the same thing.
  [/\bcontinuations?\b/gi, '$& benefit of earlier filing date copending'],
  [/\bdefer(?:red|ral)?\b/gi, 'deferral suspension of action'],
  [/\bfda\b/gi, 'regulatory review period permission for commercial marketing'],
  [/\b(?:sued|lawsuit)\b/gi, 'served with a complaint alleging infringement'],
  [/\b(?:expedite|fast[- ]track|speed up)\b/gi, 'advancement of examination special'],
  [/\btrade ?shows?\b|\bexhibit(?:ion|ed)\b/gi, 'public disclosure public use on sale'],
  [/\b(?:sold|selling)\b/gi, 'on sale'],
  // How long a patent lasts, in lay words: its term.
  [
    /\bhow long (?:does|do|will|would|is|are) ([^?]*?)\b(?:last|valid|in force|good for|protected)\b/gi,
    'term of $1',
  ],
  [/\b(?:years|duration|length) of (?:patent )?protection\b/gi, 'term'],
  [/\b(?:secret|private|non-?public)\b/gi, 'kept in confidence confidential status'],
  // Abbreviations last: the entries above read the user's own spelling.
  ...ABBREVIATIONS,
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

/** How many terms of a question are read (a text's terms are read with a larger limit). */
const QUESTION_TERMS = 64;

/**
 * The stemmed terms of a question or text, after the thesaurus. A question (read with at most QUESTION_TERMS terms)
 * is also read with the texts' words for its lay words (LAY_WORDS); the texts already use their own.
 */
export function legalTerms(text: string, limit = QUESTION_TERMS): string[] {
  let t = limit <= QUESTION_TERMS ? withStatuteWords(text) : text;
  for (const [re, to] of THESAURUS) t = t.replace(re, to);
  t = t.replace(SMALL_COUNT, (d) => COUNT_WORDS[Number(d)]);
  return tokenize(t, limit).filter((w) => !QUESTION_WORDS.has(w));
}

/**
 * A count from 2 to 9 written in digits, standing alone ("more than 4 applications", "within 3 months."), not part of a
 * citation, pinpoint, amount or date: read as its word, as the texts write it as often ("more than four previously
 * filed patent applications", 37 CFR 1.29(a)(2)); a single digit is otherwise no term at all.
 */
const SMALL_COUNT = /(?<!\S)[2-9](?=[\s,;:?!]|\.(?!\d)|-(?=[a-z])|$)/gi;
const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

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
  // A rule of 37 CFR Part 1 named by its number alone, as practitioners write it ("1.53(c)(3)", "Rule 1.136"); a
  // number with one decimal ("1.5 years") is no rule.
  for (const m of text.replace(SECTION_REF, ' ').matchAll(BARE_RULE))
    if (!out.some((o) => o.source === '37 CFR' && o.section === m[1]))
      out.push({ source: '37 CFR', section: m[1] });
  return out;
}

/** A Part 1 rule number without "37 CFR": 1. and two or three digits, not part of an amount, date or longer number. */
const BARE_RULE = /(?<![\d.$,/-])\b(1\.\d{2,3})\b(?![.,]?\d)/g;

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
  /** The analysed terms of each passage, of its heading and of each section title, tokenized once at load. */
  private readonly terms = new TermTable();
  private readonly passageTerms: Int32Array[] = [];
  private readonly headingTerms: Int32Array[] = [];
  private readonly titleTerms: Int32Array[] = [];
  /** The lines of the legal files that were skipped at load, each with its file, line and field. */
  readonly problems: LegalProblem[] = [];
  loadMs = 0;

  static load(dir = legalDataDir()): LegalKnowledgeBase {
    const kb = new LegalKnowledgeBase();
    const t0 = performance.now();
    for (const [file, source] of LEGAL_FILES) {
      const { records, problems } = readLegalFile(dir, file);
      kb.problems.push(...problems);
      for (const r of records) kb.add(source, r);
    }
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
      superseded: SUPERSEDED_TITLE.test(r.title ?? ''),
      fitf: fitfEra(text),
    };
    this.sections.push(section);
    this.titleTerms[section.id] = this.terms.ids(legalTerms(section.title));
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
      this.passageTerms[passage.id] = this.terms.ids(legalTerms(p.text, 2000));
      const heading = /^\(\w+\)\s*([^.]{3,60})\./.exec(p.text)?.[1];
      this.headingTerms[passage.id] = this.terms.ids(heading ? legalTerms(heading) : []);
      this.passageIndex.add({
        docId: passage.id,
        title: norm(section.title),
        abstract: norm(p.text),
        date: null,
      });
    }
    this.sectionPassages.set(section.id, list);
  }

  /** The current version of a rule the texts also hold in earlier dated versions (same source and number). */
  private current(s: LegalSection): LegalSection | undefined {
    return this.sections.find(
      (x) => x.source === s.source && x.section === s.section && !x.superseded && !x.preAia,
    );
  }

  /** The pre-AIA version of a section that the first-inventor-to-file change replaced (35 U.S.C. 102, 103, 119 …). */
  preAiaVersion(s: LegalSection): LegalSection | undefined {
    if (s.preAia || s.source !== '35 USC') return undefined;
    const v = this.get(s.source, `${s.section} (pre-AIA)`);
    return v?.fitf === 'pre-AIA' ? v : undefined;
  }

  /** The side of the first-inventor-to-file change a section is for: its note's, or 'AIA' for one with a pre-AIA version. */
  eraOf(s: LegalSection): Exclude<LawEra, 'either'> | null {
    return s.fitf ?? (this.preAiaVersion(s) ? 'AIA' : null);
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
    return this.rankedPassages(section, terms, wantsFact)[0];
  }

  /** The passages of a section, the one that answers best first (see bestPassage); the first passage when none does. */
  rankedPassages(
    section: LegalSection,
    terms: string[],
    wantsFact = false,
  ): { passage: LegalPassage; score: number }[] {
    const list = this.passagesOf(section.id);
    const q = this.terms.known(terms);
    const idf = (id: number) => this.passageIndex.idf(this.terms.name(id));
    const scored = list.map((p, i) => {
      let s = 0;
      for (const id of this.passageTerms[p.id]) if (q.has(id)) s += idf(id);
      // A paragraph heading ('(f) Size of sheets.') names its subject: its words count twice.
      for (const id of this.headingTerms[p.id]) if (q.has(id)) s += idf(id);
      if (wantsFact && FACT.test(p.text)) s *= 1.6;
      s *= 1 + POSITION_WEIGHT / (1 + i);
      return { passage: p, score: s, i };
    });
    // Ties (none matching) keep the text's order, so the first passage comes first.
    return scored
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .map(({ passage, score }) => ({ passage, score }));
  }

  /** The share of `terms` a section's title and one of its passages hold together. */
  private share(section: LegalSection, passage: LegalPassage | undefined, terms: Set<string>): number {
    if (!terms.size) return 0;
    const title = this.titleTerms[section.id];
    const text = passage ? this.passageTerms[passage.id] : new Int32Array(0);
    let n = 0;
    for (const t of terms) {
      const id = this.terms.id(t);
      if (id !== undefined && (title.includes(id) || text.includes(id))) n++;
    }
    return n / terms.size;
  }

  /** Whether any section's title or text holds the (analysed) term. */
  knows(term: string): boolean {
    return this.terms.id(term) !== undefined;
  }

  /** How informative a term is among the passages (BM25 idf, at least a small positive weight). */
  termWeight(term: string): number {
    return Math.max(0.1, this.passageIndex.idf(term));
  }

  /** How well the best section covers a question: the share of its terms in the section's title and best passage. */
  coverage(question: string): number {
    // What the words alone find: the topic index must not make a question look legal (or not).
    const [hit] = this.search(question, 1, undefined, false);
    return hit ? this.share(hit.section, hit.passage, new Set(legalTerms(question))) : 0;
  }

  /**
   * Whether a question is in plain words rather than the texts' own: the section its words find best holds less than
   * PLAIN_COVERAGE of them. Such a question is routed by its content words when no topic recogniser matches it.
   */
  plain(question: string): boolean {
    return this.coverage(question) < PLAIN_COVERAGE;
  }

  private topicWords?: TopicWords;
  /** The router by content words for a question in plain words (see plain, topicOf); none for one in the texts' words. */
  router(question: string): TopicRouter | undefined {
    if (!this.plain(question)) return undefined;
    return (this.topicWords ??= new TopicWords(TOPICS, (text, asked) =>
      asked ? legalTerms(text) : legalTerms(text, 2000),
    ));
  }

  /** The sections answering a question, best first; `topics`: whether the topic index leads (docs/benchmarks.md). */
  search(question: string, limit = 3, context?: string, topics = true): LegalHit[] {
    const own = legalTerms(question);
    const terms = context ? [...new Set([...own, ...legalTerms(context)])] : own;
    // The law the question is under: named ("pre-AIA", "old law") or read from the filing date or year it gives.
    const era = lawEra(withStatuteWords(question))?.era;
    const wantPreAia =
      era === 'pre-AIA' ||
      era === 'either' ||
      /pre-?AIA|before (?:march 16, )?2013/i.test(withStatuteWords(question));
    const scores = new Map<number, number>();
    const best = new Map<number, LegalPassage>();
    const named = namedSections(question)
      .map((n) => this.get(n.source, n.section))
      .filter((s): s is LegalSection => !!s);
    if (terms.length) {
      for (const h of this.sectionIndex.score(terms, { limit: 300 }).hits) scores.set(h.docId, h.score);
      // Hits come best first: only the best passage of a section counts.
      for (const h of this.passageIndex.score(terms, { limit: 600 }).hits) {
        const p = this.passages[h.docId];
        if (best.has(p.sectionId)) continue;
        best.set(p.sectionId, p);
        scores.set(p.sectionId, (scores.get(p.sectionId) ?? 0) + h.score);
      }
    }
    const ownSet = new Set(own);
    const allSet = new Set(terms);
    const asked = context ? `${question}\n${context}` : question;
    const ranked = [...scores]
      .map(([id, score]) => {
        const s = this.sections[id];
        let x = (s.preAia || s.superseded) && !wantPreAia ? score * 0.6 : score;
        // A text for the other side of the first-inventor-to-file change than the question's weighs as a pre-AIA one.
        const side = this.eraOf(s);
        if ((era === 'pre-AIA' && side === 'AIA') || (era === 'AIA' && side === 'pre-AIA' && !s.preAia))
          x *= 0.6;
        // A section of a specialised part (PTAB trials, reexamination, PCT, practitioner discipline …) answers
        // only a question about that subject.
        if (!inScope(s, asked)) x *= OUT_OF_SCOPE_WEIGHT;
        if (s.source === '35 USC' || s.source === '37 CFR') x *= SOURCE_WEIGHT;
        // The section's title names the subject: a title holding the question's terms is the place the rule is.
        x *= 1 + TITLE_WEIGHT * this.share(s, undefined, allSet);
        // Coverage: the share of the question's terms the section's title and best passage hold together.
        x *= 0.5 + this.share(s, best.get(id), allSet);
        if (context && ownSet.size) x *= 1 + this.share(s, best.get(id), ownSet);
        return { s, score: x };
      })
      .sort((a, b) => b.score - a.score);
    const wantsFact = ASKS_FACT.test(question);
    const hits: LegalHit[] = named.map((s) => ({
      section: s,
      ...this.bestPassage(s, terms, wantsFact),
      score: Infinity,
    }));
    const cited = (s: LegalSection, p: LegalPassage) =>
      hits.some((h) => citationLabel(h.section, h.passage.pinpoint) === citationLabel(s, p.pinpoint));
    // The topic index: the sections that govern a topic it knows come before what the words alone find.
    const topic = topics ? topicOf(question, context, this.router(question)) : undefined;
    for (const [source, section, pinpoint] of topic?.sections ?? []) {
      const s = this.get(source, section);
      if (!s || hits.some((h) => h.section.id === s.id && !pinpoint)) continue;
      const at = pinpoint ? this.passagesOf(s.id).find((p) => p.pinpoint.startsWith(pinpoint)) : undefined;
      const passage = at ?? this.bestPassage(s, terms, wantsFact).passage;
      if (!cited(s, passage)) hits.push({ section: s, passage, score: Number.MAX_VALUE });
    }
    if (topic?.only) return this.inEra(hits.slice(0, limit), era, terms, wantsFact);
    // Dated and pre-AIA variants of a section are cited once (the best-scoring one).
    const base = (s: LegalSection) =>
      `${s.source === 'fees' ? '37 CFR' : s.source}|${s.section.replace(/ \(pre-AIA\)$/, '')}`;
    for (const { s: found, score } of ranked) {
      if (hits.length >= limit) break;
      if (hits.some((h) => base(h.section) === base(found) || h.section.id === found.id)) continue;
      // An earlier dated version found first: cite the current text of that rule unless the question asks for then.
      let s = found.superseded && !wantPreAia ? (this.current(found) ?? found) : found;
      // A statute the first-inventor-to-file change rewrote is quoted in the version the question is under.
      if (era === 'pre-AIA') s = this.preAiaVersion(s) ?? s;
      const passage = this.bestPassage(s, terms, wantsFact).passage;
      // A fee paragraph and the rule holding it are the same text: cited once.
      if (!cited(s, passage)) hits.push({ section: s, passage, score });
    }
    return this.inEra(hits.slice(0, limit), era, terms, wantsFact);
  }

  /**
   * Hits in the version of the law a question is under: a statute the first-inventor-to-file change rewrote in its
   * pre-AIA version for a pre-AIA question; both versions, each cited, when the question's filing year could be either.
   */
  private inEra(hits: LegalHit[], era: LawEra | undefined, terms: string[], wantsFact: boolean): LegalHit[] {
    if (era !== 'pre-AIA' && era !== 'either') return hits;
    const out: LegalHit[] = [];
    for (const h of hits) {
      const v = this.preAiaVersion(h.section);
      // Beside the AIA text, the pre-AIA paragraph on the same thing (102(e) beside 102(a)(2)) is the one quoted.
      const like = era === 'either' ? [...terms, ...legalTerms(h.passage.text, 2000)] : terms;
      const old = v && { section: v, ...this.bestPassage(v, like, wantsFact), score: h.score };
      if (era === 'pre-AIA') out.push(old ?? h);
      else out.push(h, ...(old && !hits.some((x) => x.section.id === v.id) ? [old] : []));
    }
    return out.filter((h, i) => out.findIndex((x) => x.section.id === h.section.id) === i);
  }
}

/** Hits as a practitioner cites them: sections the question names, then the statute, the rules, the MPEP. */
export function practitionerOrder(hits: LegalHit[]): LegalHit[] {
  const rank = (h: LegalHit) =>
    h.score === Infinity ? -1 : h.section.source === '35 USC' ? 0 : h.section.source === 'MPEP' ? 2 : 1;
  return [...hits].sort((a, b) => rank(a) - rank(b));
}

/** Analysed terms as small integers, so each text is tokenized once and kept compactly. */
class TermTable {
  private readonly idOf = new Map<string, number>();
  private readonly names: string[] = [];

  ids(terms: string[]): Int32Array {
    const out = new Set<number>();
    for (const t of terms) {
      let id = this.idOf.get(t);
      if (id === undefined) {
        id = this.names.push(t) - 1;
        this.idOf.set(t, id);
      }
      out.add(id);
    }
    return Int32Array.from(out);
  }

  id(term: string): number | undefined {
    return this.idOf.get(term);
  }

  name(id: number): string {
    return this.names[id];
  }

  /** The ids of the terms the table knows (a term no text holds matches nothing). */
  known(terms: string[]): Set<number> {
    const out = new Set<number>();
    for (const t of terms) {
      const id = this.idOf.get(t);
      if (id !== undefined) out.add(id);
    }
    return out;
  }
}

/** '(pre-2013-04-01) Patent term adjustment determination.', '(2012-09-16 thru 2013-03-15) Claim for …'. */
const SUPERSEDED_TITLE = /^\((?:pre-\d{4}-\d{2}-\d{2}|\d{4}-\d{2}-\d{2} thru \d{4}-\d{2}-\d{2})\)/;

/** The weight of a section whose part or chapter the question does not touch (see SCOPES). */
export const OUT_OF_SCOPE_WEIGHT = 0.25;

const num = (section: string) => Number.parseFloat(section.replace(/^\d+\./, '').replace(/\(.*$/, ''));
const part = (section: string) => Number.parseInt(section, 10);
const cfr = (s: LegalSection) => s.source === '37 CFR' || s.source === 'fees';

/**
 * The specialised parts of the texts and the words a question about them uses. A practitioner looks in Part 42 for
 * an IPR and in 35 U.S.C. 371 for a national stage, never the other way round: a section of one of these parts is
 * weighed down unless the question (or the one it follows up) has one of its words.
 */
const SCOPES: { where: (s: LegalSection) => boolean; words: RegExp }[] = [
  {
    where: (s) => cfr(s) && part(s.section) === 5,
    words: /secrecy|national security|foreign filing licen|license to file|export/i,
  },
  {
    where: (s) => cfr(s) && part(s.section) === 11,
    words:
      /practitioner|attorney|agent|practice before|disciplin|misconduct|enrollment|registration to practice/i,
  },
  {
    where: (s) => cfr(s) && part(s.section) === 41,
    words: /appeal|board|ptab|interference|rehearing|reply brief|examiner'?s answer/i,
  },
  {
    where: (s) => cfr(s) && part(s.section) === 42,
    words:
      /ptab|board|inter partes|\bipr\b|post-?grant|\bpgr\b|covered business|derivation|trial|petitioner|patent owner/i,
  },
  {
    where: (s) => cfr(s) && part(s.section) === 90,
    words: /appeal|federal circuit|court|civil action|judicial/i,
  },
  {
    where: (s) => cfr(s) && [4, 102, 104, 150].includes(part(s.section)),
    words:
      /promoter|foia|freedom of information|privacy act|records request|subpoena|testimony|legal process|tort|employee|mask work/i,
  },
  {
    where: (s) =>
      cfr(s) &&
      part(s.section) === 1 &&
      ((num(s.section) >= 501 && num(s.section) < 571) || num(s.section) >= 902),
    words: /reexamin/i,
  },
  {
    where: (s) => cfr(s) && part(s.section) === 1 && num(s.section) >= 401 && num(s.section) < 500,
    words: /pct|international application|national stage|treaty|receiving office|designated|elected/i,
  },
  {
    where: (s) => cfr(s) && part(s.section) === 1 && num(s.section) >= 701 && num(s.section) < 710,
    words:
      /adjust|delay|\bpta\b|guarantee|uruguay|term extension|extension of (?:the )?(?:patent )?term|\bpte\b/i,
  },
  {
    where: (s) => cfr(s) && part(s.section) === 1 && num(s.section) >= 710 && num(s.section) < 800,
    words: /term extension|extension of (?:the )?(?:patent )?term|\bpte\b|regulatory|fda|156\b/i,
  },
  {
    where: (s) => cfr(s) && part(s.section) === 1 && num(s.section) >= 601 && num(s.section) < 626,
    words: /supplemental examination/i,
  },
  {
    where: (s) => cfr(s) && part(s.section) === 1 && num(s.section) >= 801 && num(s.section) < 826,
    words: /deposit|biological|microorganism|sequence|nucleotide|amino acid/i,
  },
  {
    // Who the inventors and the applicant are, their oath, and correcting them: 1.48(c)'s "filed after the Office action
    // on the merits … accompanied by the fee" otherwise answers an IDS's timing (review 10).
    where: (s) =>
      (cfr(s) && part(s.section) === 1 && num(s.section) >= 41 && num(s.section) < 49) ||
      (s.source === 'MPEP' && /^602\b/.test(s.section)),
    words:
      /inventor|applicant|assignee|\boath|declaration|deceased|\bdied\b|passed away|legal representative|incapacit|\bheirs?\b|\bjoint\b|refus/i,
  },
  {
    where: (s) => cfr(s) && part(s.section) === 1 && num(s.section) >= 151 && num(s.section) < 156,
    words: /design|ornamental/i,
  },
  {
    where: (s) => cfr(s) && part(s.section) === 1 && num(s.section) >= 161 && num(s.section) < 168,
    words: /plant/i,
  },
  {
    where: (s) => s.source === '35 USC' && /^3(?:[5-6]\d|7[0-6])\b/.test(s.section),
    words: /pct|international application|national stage|treaty|receiving office|designated|elected/i,
  },
  {
    where: (s) => s.source === '35 USC' && /^3(?:8\d|90)\b/.test(s.section),
    words: /hague|international design|industrial design/i,
  },
  {
    where: (s) => s.source === '35 USC' && /^3(?:1[1-9]|2\d)\b/.test(s.section),
    words: /inter partes|\bipr\b|post-?grant|\bpgr\b|ptab|board|review/i,
  },
  { where: (s) => s.source === '35 USC' && /^30[2-7]\b/.test(s.section), words: /reexamin/i },
  {
    where: (s) => s.source === '35 USC' && /^156\b/.test(s.section),
    words: /term extension|extension of (?:the )?(?:patent )?term|\bpte\b|regulatory|fda|drug/i,
  },
  { where: (s) => s.source === '35 USC' && /^17[1-3]\b/.test(s.section), words: /design|ornamental/i },
  { where: (s) => s.source === '35 USC' && /^16[1-4]\b/.test(s.section), words: /plant/i },
  {
    where: (s) => s.source === 'MPEP' && /^18\d\d/.test(s.section),
    words: /pct|international application|national stage|treaty|receiving office|designated|elected/i,
  },
  { where: (s) => s.source === 'MPEP' && /^15\d\d/.test(s.section), words: /design|ornamental/i },
];

function inScope(s: LegalSection, question: string): boolean {
  return SCOPES.every((scope) => !scope.where(s) || scope.words.test(question));
}

/** How much more the statute and the rules weigh than the MPEP (chosen on the bench questions, docs/benchmarks.md). */
export const SOURCE_WEIGHT = 1.5;
/** Below this coverage by the best section (see LegalKnowledgeBase.plain), a question is in plain words. */
export const PLAIN_COVERAGE = 0.75;
export const TITLE_WEIGHT = 1;
/** The first passage of a section weighs 1 + w, the second 1 + w/2, …: a rule is usually stated first (bench-tuned). */
export const POSITION_WEIGHT = 1;
