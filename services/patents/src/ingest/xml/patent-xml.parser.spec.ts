import { createReadStream, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PatentRecord } from '../../domain/patent-record.js';
import { normalizePatentNumber } from '../../domain/patent-number.js';
import { dataPath } from '../../../test/support/data-dir.js';
import { formatUspc, parsePatentXml } from './patent-xml.parser.js';
import { readPatentXml } from './xml.source.js';
import { FORMULA_IMAGE } from '@patent-hub/text';

interface Expected {
  source_file: string;
  publication: { 'doc-number': string; kind: string; date: string };
  application: { 'doc-number': string; date: string };
  appl_type: string;
  title: string;
  abstract: string | null;
  num_claims: number | null;
  first_claim: string | null;
  cpc: string[];
  ipcr: string[];
  uspc_main: string | null;
  primary_examiner: { last_name: string | null; first_name: string | null; art_unit: string | null } | null;
  inventors: {
    last_name: string | null;
    first_name: string | null;
    city: string | null;
    state: string | null;
    country: string | null;
  }[];
  citations: { type: string; 'doc-number'?: string; category?: string }[];
  related_documents: { relation: string; docs: { 'doc-number': string }[] }[];
}

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const SUPERSCRIPT: Record<string, string> = Object.fromEntries(
  [...'⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻'].map((c, i) => [c, '0123456789+−'[i]]),
);
/**
 * The text with what the parser adds to make formulas read (issue 23, US7644137) taken out on both sides: the
 * extraction runs a superscript on ("10−5", "R1") and MathML's tokens apart with its invisible operators ("R pool ⁡ ( t
 * , i )"); the parser writes "10⁻⁵", "x^n", "Rpool(t, i)", "(a)/(b)". The characters of the text must still agree.
 */
const asExtracted = (s: string | null | undefined) =>
  norm(s)
    // A formula printed only as an image is marked where it was (FORMULA_IMAGE); the extraction has nothing there.
    .replaceAll(FORMULA_IMAGE, '')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]/g, (c) => SUPERSCRIPT[c])
    .replace(/[\u2061-\u2064\ue000-\uf8ff\s()/^_−-]/g, '');
/** Equal as read, or equal but for the formula markup (asExtracted). */
const sameText = (ours: string | null | undefined, theirs: string | null | undefined) =>
  norm(ours) === norm(theirs)
    ? expect(norm(ours)).toBe(norm(theirs))
    : expect(asExtracted(ours)).toBe(asExtracted(theirs));
const expected: Expected[] = readFileSync(dataPath('derived/uspto_grants_from_xml.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Expected);
const files = [...new Set(expected.map((e) => e.source_file))];
const parsed = new Map<string, PatentRecord>();

describe(parsePatentXml.name, () => {
  beforeAll(async () => {
    for (const f of files) {
      const p = dataPath(f.replace(/^uspto_xml\//, 'uspto-xml/'));
      for await (const item of readPatentXml(createReadStream(p), p)) {
        if (item.kind === 'record') parsed.set(`${f}#${item.record.patentNumber}`, item.record);
      }
    }
  });

  const get = (e: Expected) => {
    const key = `${e.source_file}#${normalizePatentNumber(e.publication['doc-number'])}`;
    const r = parsed.get(key);
    if (!r) throw new Error(`not parsed: ${key}`);
    return r;
  };

  it(`reads every one of the ${expected.length} grants of the independent extraction`, () => {
    const missing = expected.filter(
      (e) => !parsed.has(`${e.source_file}#${normalizePatentNumber(e.publication['doc-number'])}`),
    );
    expect(missing.map((m) => m.publication['doc-number'])).toEqual([]);
  });

  it.each(
    expected.map((e) => [`${e.publication['doc-number']} (${e.source_file.split('/').pop()})`, e] as const),
  )('matches the independent extraction field by field for %s', (_label, e) => {
    const r = get(e);
    expect(r.kind).toBe(e.publication.kind);
    expect(r.applicationNumber).toBe(e.application['doc-number']);
    expect(r.patentType).toBe(e.appl_type);
    sameText(r.title, e.title);
    sameText(r.abstract, e.abstract);
    expect(r.claims.length).toBe(e.num_claims ?? 0);
    if (e.first_claim) sameText(r.claims[0]?.text, e.first_claim);
    expect(r.cpc).toEqual(e.cpc);
    // The extraction reads IPCR only; 2005 and earlier grants print edition-7 IPC (tested apart below).
    if (e.ipcr.length) expect(r.ipc).toEqual([...new Set(e.ipcr)]);
    expect(r.uspcClass).toBe(formatUspc(e.uspc_main));
    expect(r.examinerName ?? null).toBe(
      e.primary_examiner
        ? norm([e.primary_examiner.first_name, e.primary_examiner.last_name].filter(Boolean).join(' ')) ||
            null
        : null,
    );
    expect(r.artUnit ?? null).toBe(e.primary_examiner?.art_unit ?? null);
    expect(r.inventors.map((i) => [i.lastName, i.firstName, i.city, i.state, i.country])).toEqual(
      e.inventors.map((i) =>
        [i.last_name, i.first_name, i.city, i.state, i.country].map((v) => (v == null ? null : norm(v))),
      ),
    );
    const cited = e.citations.filter((c) => c.type === 'patent');
    expect(r.citations.filter((c) => c.kind !== 'npl').map((c) => [c.documentNumber, c.category])).toEqual(
      cited.map((c) => [c['doc-number'] ?? null, c.category ?? null]),
    );
    expect(r.citations.length).toBe(e.citations.length);
    const relatedNumbers = new Set(e.related_documents.flatMap((d) => d.docs.map((x) => x['doc-number'])));
    const ours = new Set<string>([
      ...r.continuity.flatMap((c) => [c.applicationNumber, c.patent].filter((x): x is string => !!x)),
      ...(r.publicationNumber ? [r.publicationNumber.replace(/^US|[A-Z]\d?$/g, '')] : []),
      r.applicationNumber ?? '',
    ]);
    for (const n of relatedNumbers) expect(ours, `related document ${n}`).toContain(n);
  });

  it('reads the edition-7 IPC of the 2005 grants (v4.0) and of a 2004 sample, main code first', () => {
    const of = (file: string, number: string) =>
      [...parsed.entries()].find(([k]) => k.includes(file) && k.endsWith(`#${number}`))?.[1].ipc;
    // As printed: 'F25D 2312', 'F25D 2700', 'F28D 1500', 'H05K  720'; 'C07C24900'; 'H01L 31107', 'H01L 3106'.
    expect(of('ipg050104', '6837063')).toEqual(['F25D23/12', 'F25D27/00', 'F28D15/00', 'H05K7/20']);
    expect(of('ipg050104', '6838578')).toEqual(['C07C249/00']);
    expect(of('ipg050104', '6838741')).toEqual(['H01L31/107', 'H01L31/06']);
    expect(of('ipg050104', '6836899')).toEqual(['A45F5/04']);
    // v4.0 of 2004 prints 'G06F015/00'.
    expect(of('xml2004/US06859910', '6859910')).toEqual(['G06F15/00', 'G06F17/00', 'G06F17/21', 'G06F17/24']);
    // Every grant of the 2005 slice has its main IPC code; the codes its citations print are not read.
    const slice = [...parsed.entries()].filter(([k]) => k.includes('ipg050104')).map(([, r]) => r);
    expect(slice.length).toBe(25);
    for (const r of slice) expect(r.ipc[0], r.patentNumber).toMatch(/^[A-H]\d{2}[A-Z]\d{1,3}\/\d{2,3}$/);
    expect(slice.flatMap((r) => r.ipc)).toHaveLength(42);
  });

  it('returns a line break before each nested claim-text of US7643973 claim 34', () => {
    const key = [...parsed.keys()].find(
      (k) => k.includes('ipg100105') && k.endsWith('#' + normalizePatentNumber('07643973')),
    );
    const claim = parsed.get(key ?? '')?.claims.find((c) => c.number === 34);
    expect(claim?.text.split('\n')).toEqual([
      '34. A system comprising:',
      'a display; and',
      'a processor configured to:',
      'linearize a block diagram model, in a modeling environment, to generate a first linear model, the block diagram model including a plurality of blocks,',
      'analyze the first linear model to provide information regarding linearization results of the block diagram model including the plurality of blocks,',
      'select one of the plurality of blocks of the block diagram model, and',
      'display individual linearization results for the selected one of the plurality of blocks of the block diagram model on the display, the individual linearization results being distinct from the linearization results of the block diagram model.',
    ]);
  });

  it('returns one line for a claim without nested claim-text, and abstracts without line breaks', () => {
    const claims = [...parsed.values()].find(
      (r) => r.patentNumber === normalizePatentNumber('07643973'),
    )?.claims;
    expect(claims?.find((c) => c.number === 9)?.text).toBe(
      '9. The method of claim 8, wherein the first linear model is represented in one of a state space, a transfer function, or a pole-zero-gain relationship.',
    );
    expect(claims?.find((c) => c.number === 3)?.text).toBe(
      '3. The method of claim 1, wherein analyzing further comprises:\ndetermining whether the block diagram model is linearized in a discontinuity region.',
    );
    for (const r of parsed.values()) expect(r.abstract ?? '').not.toContain('\n');
  });
});
