import { validIsoDate } from '../../domain/dates.js';
import {
  emptyRecord,
  joinAssignees,
  type CitationRecord,
  type ClaimRecord,
  type ContinuityRecord,
  type InventorRecord,
  type PatentRecord,
  type PriorityClaimRecord,
} from '../../domain/patent-record.js';
import { parsePatentNumber, patentTypeOfNumber } from '../../domain/patent-number.js';
import {
  all,
  at,
  child,
  children,
  claimTextOf,
  clean,
  descendants,
  parseXmlTree,
  replaceNamedEntities,
  textAt,
  textOf,
  type XmlElement,
} from './xml-tree.js';

/** Thrown for documents of eras or kinds this parser does not read; the ingest reports them as skipped. */
export class UnsupportedDocumentError extends Error {}

const ROOTS = new Set(['us-patent-grant', 'us-patent-application']);

/** Reads one ICE v4.x grant or application document (DTD v4.0–v4.7). */
export function parsePatentXml(xml: string, unknownEntities?: Set<string>): PatentRecord {
  const head = xml.slice(0, 600);
  const rootName =
    head.match(/<!DOCTYPE\s+([\w-]+)/)?.[1] ??
    head
      .match(/<([\w-]+)[\s>]/g)
      ?.map((t) => t.slice(1, -1).trim())
      .find((n) => n !== '?xml');
  if (rootName && !ROOTS.has(rootName))
    throw new UnsupportedDocumentError(`unsupported document type ${rootName}`);
  const root = parseXmlTree(replaceNamedEntities(xml, unknownEntities));
  if (!ROOTS.has(root.name)) throw new UnsupportedDocumentError(`unsupported document type ${root.name}`);
  const isGrant = root.name === 'us-patent-grant';
  const biblio = child(root, isGrant ? 'us-bibliographic-data-grant' : 'us-bibliographic-data-application');
  if (!biblio) throw new Error('missing bibliographic data');

  const pubId = at(biblio, 'publication-reference/document-id');
  const parsed = parsePatentNumber(textAt(pubId, 'doc-number') ?? '');
  if (!parsed) throw new Error(`unreadable publication number ${textAt(pubId, 'doc-number')}`);
  const r = emptyRecord('xml', parsed.number);
  r.kind = textAt(pubId, 'kind');
  const pubDate = isoDate(textAt(pubId, 'date') ?? root.attrs['date-publ']);
  const appRef = child(biblio, 'application-reference');
  const applType = appRef?.attrs['appl-type']?.toLowerCase();
  r.applicationNumber = textAt(appRef, 'document-id/doc-number');
  r.filingDate = isoDate(textAt(appRef, 'document-id/date'));
  r.title = textOf(child(biblio, 'invention-title'));
  r.abstract = textOf(child(root, 'abstract')) || null;

  if (isGrant) {
    r.patentType = applType ?? patentTypeOfNumber(r.patentNumber);
    r.patentDate = pubDate;
    r.grantDate = pubDate;
    r.grantDocumentUrl = null;
  } else {
    r.patentType = applType ?? 'utility';
    r.publicationNumber = `US${parsed.number}${r.kind ?? ''}`;
    r.publicationDate = pubDate;
    r.patentDate = null;
  }

  r.cpc = readCpc(biblio);
  r.ipc = readIpc(biblio);
  r.uspcClass = readUspc(biblio);
  r.inventors = readInventors(biblio);
  r.assignee = readAssignee(biblio);
  const examiner = at(biblio, 'examiners/primary-examiner');
  if (examiner) {
    const name = [textAt(examiner, 'first-name'), textAt(examiner, 'last-name')].filter(Boolean).join(' ');
    r.examinerName = name || null;
    r.artUnit = textAt(examiner, 'department');
  }
  r.citations = readCitations(biblio);
  const { continuity, publication } = readRelated(biblio);
  r.continuity = [...continuity, ...readNationalStage(biblio)];
  r.priorityClaims = readPriorityClaims(biblio);
  if (isGrant) readTermOfGrant(biblio, r);
  if (isGrant && publication) {
    r.publicationNumber = publication.number;
    r.publicationDate = publication.date;
  }
  r.claims = readClaims(root);
  const declared = Number(textAt(biblio, 'number-of-claims'));
  r.numClaims = Number.isFinite(declared) && declared > 0 ? declared : r.claims.length || null;
  r.description = readDescription(child(root, 'description'));
  return r;
}

export function isoDate(yyyymmdd: string | null | undefined): string | null {
  const m = yyyymmdd?.trim().match(/^(\d{4})(\d{2})(\d{2})$/);
  if (!m || m[2] === '00') return null;
  return validIsoDate(m[1], m[2], m[3] === '00' ? '01' : m[3]);
}

/** A classification-cpc or classification-ipcr element's code: 'H01L51/5246'. */
const structuredCode = (c: XmlElement) =>
  `${textAt(c, 'section') ?? ''}${textAt(c, 'class') ?? ''}${textAt(c, 'subclass') ?? ''}${textAt(c, 'main-group') ?? ''}/${textAt(c, 'subgroup') ?? ''}`;

function readCpc(biblio: XmlElement): string[] {
  // Combination sets nest further classification-cpc elements inside further-cpc.
  const block = child(biblio, 'classifications-cpc');
  const cpcs = [child(block, 'main-cpc'), child(block, 'further-cpc')].flatMap((e) =>
    e ? descendants(e, 'classification-cpc') : [],
  );
  const out: string[] = [];
  for (const c of cpcs) {
    const code = structuredCode(c);
    if (code.length > 5 && !out.includes(code)) out.push(code);
  }
  return out;
}

/**
 * The IPC codes the grant prints, main first, as 'H01L21/461': IPCR (classifications-ipcr, DTD v4.1 on) or the
 * edition-7 classification-ipc of v4.0 (2005) and earlier, whose main and further codes are packed text: 'H05K  720'
 * (subclass, main group in 3 characters, subgroup) or 'G06F015/00'. Only the document's own codes, not those printed
 * on its citations.
 */
function readIpc(biblio: XmlElement): string[] {
  const out: string[] = [];
  const add = (code: string | null) => {
    if (code && /^[A-H]\d{2}[A-Z]\d{1,4}\/\d{2,6}$/.test(code) && !out.includes(code)) out.push(code);
  };
  for (const c of all(biblio, 'classifications-ipcr/classification-ipcr')) add(structuredCode(c));
  const ipc = child(biblio, 'classification-ipc');
  for (const e of [...children(ipc, 'main-classification'), ...children(ipc, 'further-classification')])
    add(packedIpc(e.children.filter((c) => typeof c === 'string').join('')));
  return out;
}

/** An edition-7 IPC code as v4.0 and earlier print it: 'H05K  720' → 'H05K7/20', 'G06F015/00' → 'G06F15/00'. */
function packedIpc(raw: string): string | null {
  const m = /^([A-H]\d{2}[A-Z])(.+)$/.exec(raw.trim().toUpperCase());
  if (!m) return null;
  const [main, sub] = m[2].includes('/') ? m[2].split('/') : [m[2].slice(0, 3), m[2].slice(3)];
  const group = main.trim().replace(/^0+(?=\d)/, '');
  return /^\d{1,4}$/.test(group) && /^\d{2,6}$/.test(sub.trim()) ? `${m[1]}${group}/${sub.trim()}` : null;
}

/** '  2 52' (3-character class, then subclass) → '2/52'. */
export function formatUspc(raw: string | null): string | null {
  if (!raw || raw.trim() === '' || raw.trim().toLowerCase() === 'none') return null;
  const cls = raw.slice(0, 3).trim();
  const sub = raw.slice(3).trim();
  return sub ? `${cls}/${sub}` : cls;
}

function readUspc(biblio: XmlElement): string | null {
  const national = child(biblio, 'classification-national');
  const main = national ? child(national, 'main-classification') : undefined;
  return formatUspc(main ? main.children.filter((c) => typeof c === 'string').join('') : null);
}

function person(book: XmlElement | undefined): InventorRecord | null {
  if (!book) return null;
  const first = textAt(book, 'first-name');
  const last = textAt(book, 'last-name');
  const org = textAt(book, 'orgname');
  const fullName = clean([first, last].filter(Boolean).join(' ')) || org;
  if (!fullName) return null;
  return {
    firstName: first,
    lastName: last,
    fullName,
    city: textAt(book, 'address/city'),
    state: textAt(book, 'address/state'),
    country: textAt(book, 'address/country'),
  };
}

function readInventors(biblio: XmlElement): InventorRecord[] {
  // Post-2012 DTDs: us-parties/inventors; earlier: parties/applicants/applicant[@app-type=applicant-inventor].
  const modern = all(biblio, 'us-parties/inventors/inventor');
  const older = all(biblio, 'parties/inventors/inventor');
  const applicants = [
    ...all(biblio, 'parties/applicants/applicant'),
    ...all(biblio, 'us-parties/us-applicants/us-applicant'),
  ].filter((a) => a.attrs['app-type'] === 'applicant-inventor');
  const source = modern.length ? modern : older.length ? older : applicants;
  return source.map((i) => person(child(i, 'addressbook'))).filter((p): p is InventorRecord => p !== null);
}

/**
 * The assignees printed on the grant, every one in the order printed, joined by "; " (issue 25: a grant to Samsung and
 * Korea University named Samsung alone); else an applicant that is an organisation.
 */
function readAssignee(biblio: XmlElement): string | null {
  const names = all(biblio, 'assignees/assignee').map((a) => {
    const book = child(a, 'addressbook') ?? a;
    return (
      textAt(book, 'orgname') ||
      clean([textAt(book, 'first-name'), textAt(book, 'last-name')].filter(Boolean).join(' '))
    );
  });
  const assignees = joinAssignees(names);
  if (assignees) return assignees;
  const applicantOrg = [
    ...all(biblio, 'us-parties/us-applicants/us-applicant'),
    ...all(biblio, 'parties/applicants/applicant'),
  ]
    .filter(
      (a) =>
        a.attrs['app-type'] !== 'applicant-inventor' ||
        a.attrs['applicant-authority-category'] === 'assignee',
    )
    .map((a) => textAt(child(a, 'addressbook'), 'orgname'))
    .find(Boolean);
  return applicantOrg ?? null;
}

function readCitations(biblio: XmlElement): CitationRecord[] {
  const list = [
    ...all(biblio, 'us-references-cited/us-citation'),
    ...all(biblio, 'references-cited/citation'),
  ];
  const out: CitationRecord[] = [];
  for (const c of list) {
    const category = textAt(c, 'category');
    const pat = child(c, 'patcit');
    if (pat) {
      const id = child(pat, 'document-id');
      const number = textAt(id, 'doc-number');
      if (!number) continue;
      out.push({
        documentNumber: number,
        country: textAt(id, 'country'),
        kind: textAt(id, 'kind'),
        name: textAt(id, 'name'),
        date: textAt(id, 'date'),
        category,
      });
      continue;
    }
    const npl = textAt(c, 'nplcit/othercit');
    if (npl)
      out.push({
        documentNumber: npl.slice(0, 500),
        country: null,
        kind: 'npl',
        name: null,
        date: null,
        category,
      });
  }
  return out;
}

const RELATIONS = [
  'continuation',
  'continuation-in-part',
  'division',
  'reissue',
  'continuing-reissue',
  'substitution',
  'reexamination',
  'us-reexamination-reissue-merger',
  'us-divisional-reissue',
  'correction',
  'utility-model-basis',
];

function readRelated(biblio: XmlElement): {
  continuity: ContinuityRecord[];
  publication: { number: string; date: string | null } | null;
} {
  const related = child(biblio, 'us-related-documents');
  const continuity: ContinuityRecord[] = [];
  let publication: { number: string; date: string | null } | null = null;
  if (!related) return { continuity, publication };
  for (const el of related.children) {
    if (typeof el === 'string') continue;
    if (el.name === 'related-publication') {
      const id = child(el, 'document-id');
      const num = textAt(id, 'doc-number');
      if (num)
        publication = {
          number: `US${num.replace(/\D/g, '')}${textAt(id, 'kind') ?? ''}`,
          date: isoDate(textAt(id, 'date')),
        };
    } else if (el.name === 'us-provisional-application' || el.name === 'provisional-application') {
      const id = child(el, 'document-id');
      const num = textAt(id, 'doc-number');
      if (num)
        continuity.push({
          direction: 'parent',
          applicationNumber: num,
          patent: null,
          type: 'PRO',
          typeText: 'Claims priority from a provisional application',
          filingDate: isoDate(textAt(id, 'date')),
          status: null,
        });
    } else if (RELATIONS.includes(el.name)) {
      for (const rel of descendants(el, 'relation')) {
        const parent = child(rel, 'parent-doc');
        const id = child(parent, 'document-id');
        const num = textAt(id, 'doc-number');
        if (!num) continue;
        const grant = textAt(parent, 'parent-grant-document/document-id/doc-number');
        const pct = textAt(parent, 'parent-pct-document/document-id/doc-number');
        if (pct)
          continuity.push({
            direction: 'parent',
            applicationNumber: pct,
            patent: null,
            type: 'PCT',
            typeText: 'National stage of an international application',
            filingDate: isoDate(textAt(parent, 'parent-pct-document/document-id/date')),
            status: null,
          });
        continuity.push({
          direction: 'parent',
          applicationNumber: num,
          patent: grant,
          type: el.name,
          typeText: textAt(rel, 'child-doc/document-id/doc-number')
            ? `${el.name} (child ${textAt(rel, 'child-doc/document-id/doc-number')})`
            : el.name,
          filingDate: isoDate(textAt(id, 'date')),
          status: textAt(parent, 'parent-status'),
          patentDate: grant ? isoDate(textAt(parent, 'parent-grant-document/document-id/date')) : null,
        });
      }
    }
  }
  return { continuity, publication };
}

/**
 * 35 U.S.C. 371 entry of an international application: its filing date is the US filing date (363). The date the
 * 371(c)(1), (2) and (4) requirements were met is kept in the relation's text, which the dates' basis names.
 */
function readNationalStage(biblio: XmlElement): ContinuityRecord[] {
  const filing = child(biblio, 'pct-or-regional-filing-data');
  const id = child(filing, 'document-id');
  const number = textAt(id, 'doc-number');
  if (!number) return [];
  const c371 = isoDate(textAt(filing, 'us-371c124-date/date') ?? textAt(filing, 'us-371c12-date/date'));
  return [
    {
      direction: 'parent',
      applicationNumber: number,
      patent: null,
      type: 'NST',
      typeText: `is a National Stage Entry of${c371 ? `; 371(c) date ${c371}` : ''}`,
      filingDate: isoDate(textAt(id, 'date')),
      status: null,
    },
  ];
}

const PRIORITY_KINDS = new Set(['national', 'regional', 'international']);

function readPriorityClaims(biblio: XmlElement): PriorityClaimRecord[] {
  return all(biblio, 'priority-claims/priority-claim').flatMap((p) => {
    const number = textAt(p, 'doc-number');
    if (!number) return [];
    const kind =
      p.attrs.kind && PRIORITY_KINDS.has(p.attrs.kind) ? (p.attrs.kind as PriorityClaimRecord['kind']) : null;
    return [{ kind, country: textAt(p, 'country'), number, date: isoDate(textAt(p, 'date')) }];
  });
}

/** us-term-of-grant: adjustment days (printed only when there are some), design term, terminal disclaimer. */
function readTermOfGrant(biblio: XmlElement, r: PatentRecord): void {
  const term = child(biblio, 'us-term-of-grant');
  const printed = textAt(term, 'us-term-extension');
  const days = Number(printed ?? 0);
  // A reissue does not print the original patent's adjustment: unknown rather than none.
  r.termExtensionDays =
    printed === null && r.patentType === 'reissue' ? null : Number.isInteger(days) && days >= 0 ? days : 0;
  const years = Number(textAt(term, 'length-of-grant'));
  r.grantTermYears = Number.isInteger(years) && years > 0 ? years : null;
  r.terminalDisclaimer = /terminal disclaimer/i.test(textOf(child(term, 'disclaimer'))) ? true : null;
}

function claimNumberOf(claim: XmlElement, index: number): number {
  const n = Number(claim.attrs.num ?? claim.attrs.id?.replace(/\D/g, ''));
  return Number.isFinite(n) && n > 0 ? n : index + 1;
}

function readClaims(root: XmlElement): ClaimRecord[] {
  const claims = children(child(root, 'claims'), 'claim');
  const seen = new Set<number>();
  return claims.map((c, i) => {
    let number = claimNumberOf(c, i);
    // A repeated number (seen in corrected documents) would collide in storage; keep order instead.
    while (seen.has(number)) number++;
    seen.add(number);
    const deps = new Set<number>();
    for (const ref of descendants(c, 'claim-ref')) {
      const n = Number((ref.attrs.idref ?? '').replace(/\D/g, ''));
      if (n > 0 && n !== number) deps.add(n);
    }
    return { number, text: claimTextOf(c), dependsOn: [...deps].sort((a, b) => a - b) };
  });
}

function readDescription(desc: XmlElement | undefined): string | null {
  if (!desc) return null;
  const paras: string[] = [];
  const walk = (e: XmlElement) => {
    for (const c of e.children) {
      if (typeof c === 'string') continue;
      if (c.name === 'p' || c.name === 'heading') {
        const t = textOf(c);
        if (t) paras.push(t);
      } else walk(c);
    }
  };
  walk(desc);
  return paras.length ? paras.join('\n\n') : null;
}
