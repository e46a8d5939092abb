import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeXML } from 'entities';
import { referenceBenefits, type PatentDates, type ReferenceBenefit } from '@patent-hub/contracts';
import { decodeUsptoEntities } from '@patent-hub/text';
import type { CitationOfRecord, PatentForAnalysis, PriorArtCandidate } from '../../src/engine/types.js';
import { parsePatentXml } from '../../../patents/src/ingest/xml/patent-xml.parser.js';
import { computePatentDates } from '../../../patents/src/dates/patent-dates.js';
import { isGranted } from '../../../patents/src/domain/patent-status.js';
import { analysisDates } from '../../src/patents/patents.gateway.js';

/** Where the shared real USPTO data lives (never copied into the repo). */
export function patentDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
  return env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
}

/**
 * The text of an XML fragment: tags dropped, then its character references decoded by the `entities` package
 * (numeric ones such as `&#x201c;` and the XML predefined names), so a description reads "“hot”", not "&#x201c;hot";
 * the USPTO entity spellings (".alpha.") read as the ingest reads them.
 */
export const strip = (xml: string) =>
  decodeUsptoEntities(
    decodeXML(xml.replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim(),
  );
const first = (xml: string, re: RegExp) => re.exec(xml)?.[1] ?? '';
const isoDate = (d: string) =>
  /^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` : null;

export interface XmlGrant extends PatentForAnalysis {
  kind: string;
  applType: string;
  grantDate: string | null;
  /** The US application's number, as the XML prints it ('10746255'). */
  applicationNumber: string | null;
  /** A 35 U.S.C. 371 national stage: the application's date is the international filing date. */
  nationalStage: boolean;
  /** US patents the grant cites (examiner and applicant citations), numbers without leading zeros. */
  citedPatents: string[];
  /** Every reference of record as printed (patent and non-patent), in the shape of the patent detail's citations. */
  citations: XmlCitation[];
  /** The pre-grant publication of its application (us-related-documents), as the patents service stores it. */
  publicationDate: string | null;
  publicationNumber: string | null;
  /** Its earliest US benefit claim and foreign or international priority before its filing date, as patents.similar gives them. */
  usBenefit: ReferenceBenefit | null;
  foreignPriority: ReferenceBenefit | null;
  /** The dates the patents service computes at ingest for this record (`computePatentDates`, an XML source). */
  serviceDates: PatentDates;
}

/**
 * The grant as production hands it to the analysis (patents.gateway.ts): with the cut-off and expiry of the dates
 * the patents service computes, not the fallback to the record's earliest date and an unknown expiry.
 */
export function withServiceDates(g: XmlGrant): XmlGrant {
  const detail = {
    dates: g.serviceDates,
    app_filing_date: g.filingDate ?? null,
    application_number: g.applicationNumber,
    patent_date: g.grantDate,
  };
  return { ...g, ...analysisDates(detail, g.earliestDate) };
}

export type XmlCitation = CitationOfRecord;

/** A grant as patents.similar returns it (its card, with its US filing date, application number and inventors). */
export const grantCandidate = (g: XmlGrant, score: number): PriorArtCandidate => ({
  patentNumber: g.number,
  title: g.title,
  abstract: g.abstract,
  date: g.grantDate,
  cpc: g.cpc,
  ipc: g.ipc,
  score,
  filingDate: g.filingDate,
  applicationNumber: g.applicationNumber,
  inventors: g.inventors,
  nationalStage: g.nationalStage,
  kind: g.kind,
  publicationDate: g.publicationDate,
  publicationNumber: g.publicationNumber,
  usBenefit: g.usBenefit,
  foreignPriority: g.foreignPriority,
});

type Link = Parameters<typeof referenceBenefits>[0][number];

/**
 * The earlier applications a grant claims, as the ingest reads them (patent-xml.parser.ts): provisionals, the parent
 * of each continuation, division and continuation-in-part (a parent PCT application as an international one), and
 * the priority claims.
 */
export function readClaimedApplications(doc: string): Link[] {
  const relatedXml = first(doc, /<us-related-documents>([\s\S]*?)<\/us-related-documents>/);
  const idOf = (xml: string) => ({
    number: first(xml, /<doc-number>([^<]+)/).trim(),
    date: isoDate(first(xml, /<date>(\d{8})/)),
  });
  const links: Link[] = [];
  for (const m of relatedXml.matchAll(
    /<(us-provisional-application|provisional-application)>([\s\S]*?)<\/\1>/g,
  )) {
    const id = idOf(m[2]);
    if (id.number)
      links.push({
        relation: 'provisional',
        application_number: id.number,
        country: 'US',
        filing_date: id.date,
      });
  }
  const RELATION = {
    continuation: 'continuation',
    'continuation-in-part': 'continuation-in-part',
    division: 'division',
  } as const;
  for (const m of relatedXml.matchAll(/<(continuation|continuation-in-part|division)>([\s\S]*?)<\/\1>/g))
    for (const rel of m[2].matchAll(/<relation>([\s\S]*?)<\/relation>/g)) {
      const parent = first(rel[1], /<parent-doc>([\s\S]*?)<\/parent-doc>/);
      const pct = first(parent, /<parent-pct-document>([\s\S]*?)<\/parent-pct-document>/);
      if (pct && idOf(pct).number)
        links.push({
          relation: 'continuation',
          application_number: idOf(pct).number,
          country: 'WO',
          filing_date: idOf(pct).date,
        });
      const id = idOf(first(parent, /<document-id>([\s\S]*?)<\/document-id>/));
      // A parent numbered as an international application (PCT/JP02/00677): claimed under 365(c).
      if (id.number)
        links.push({
          relation: RELATION[m[1] as keyof typeof RELATION],
          application_number: id.number,
          country: /^PCT|\//i.test(id.number) ? 'WO' : 'US',
          filing_date: id.date,
        });
    }
  for (const m of doc.matchAll(/<priority-claim\b([^>]*)>([\s\S]*?)<\/priority-claim>/g)) {
    const id = idOf(m[2]);
    if (id.number)
      links.push({
        relation: /kind="international"/.test(m[1]) ? 'international' : 'foreign',
        application_number: id.number,
        country: first(m[2], /<country>([^<]+)/) || null,
        filing_date: id.date,
      });
  }
  return links;
}

/** The references cited of a grant (us-citation or citation, patcit or nplcit), fields as the XML prints them. */
export function readCitations(doc: string): XmlCitation[] {
  return [...doc.matchAll(/<(?:us-)?citation>([\s\S]*?)<\/(?:us-)?citation>/g)].flatMap((m) => {
    const c = m[1];
    const category = first(c, /<category>([^<]*)<\/category>/) || null;
    const id = first(c, /<patcit[^>]*>\s*<document-id>([\s\S]*?)<\/document-id>/);
    if (id) {
      // Character references decoded by the entities package, as the ingest's XML parser does (attorney review,
      // issue 23: "Brind&#xf6;pke" was shown for "Brindöpke").
      const field = (tag: string) => decodeXML(first(id, new RegExp(`<${tag}>([^<]*)</${tag}>`))) || null;
      const number = field('doc-number');
      return number
        ? [
            {
              document_number: number,
              country: field('country'),
              kind: field('kind'),
              name: field('name'),
              date: field('date'),
              category,
            },
          ]
        : [];
    }
    const npl = strip(first(c, /<othercit>([\s\S]*?)<\/othercit>/));
    return npl
      ? [{ document_number: npl.slice(0, 500), country: null, kind: 'npl', name: null, date: null, category }]
      : [];
  });
}

/**
 * How a grant's title, abstract, claims and description are read: 'product' (the default) with the patents service's
 * parser (parsePatentXml, whose text patents.get returns: "R1" for R<sub>1</sub>, "(13)", paragraphs apart), as the
 * product shows and drafts from them (issue 23 review: the charts differed from the product's; issue 24: drafting was
 * tuned on text the product never produces); 'xml' with this reader's own tag stripping ("R 1", "( 13 )", one run).
 */
export type GrantText = 'product' | 'xml';

/** A small reader for USPTO grant XML v4.x weekly slices (concatenated documents); enough for tests and the bench. */
export function readGrantSlice(file: string, text: GrantText = 'product'): XmlGrant[] {
  const raw = readFileSync(file, 'utf8');
  return raw
    .split(/<\?xml[^>]*\?>/)
    .filter((d) => d.includes('<us-patent-grant'))
    .map((d) => parseGrant(d, text));
}

export function parseGrant(doc: string, text: GrantText = 'product'): XmlGrant {
  const pubRef = first(doc, /<publication-reference>([\s\S]*?)<\/publication-reference>/);
  const appRef = first(doc, /<application-reference[^>]*>([\s\S]*?)<\/application-reference>/);
  const number = first(pubRef, /<doc-number>([^<]+)/).replace(/^0+/, '');
  const priorities = [...doc.matchAll(/<priority-claim[\s\S]*?<date>(\d{8})<\/date>/g)].map((m) => m[1]);
  const related = [
    ...first(doc, /<us-related-documents>([\s\S]*?)<\/us-related-documents>/).matchAll(
      /<date>(\d{8})<\/date>/g,
    ),
  ].map((m) => m[1]);
  const dates = [first(appRef, /<date>(\d{8})/), ...priorities, ...related].filter(Boolean).sort();
  const family = [
    ...first(doc, /<us-related-documents>([\s\S]*?)<\/us-related-documents>/).matchAll(
      /<doc-number>([^<]+)/g,
    ),
  ].map((m) => m[1].replace(/^0+/, ''));
  const relatedXml = first(doc, /<us-related-documents>([\s\S]*?)<\/us-related-documents>/);
  const numbersIn = (re: RegExp) =>
    [...relatedXml.matchAll(re)].flatMap((m) =>
      [...m[1].matchAll(/<doc-number>([^<]+)/g)].map((d) => d[1].trim()),
    );
  const continuity = {
    patents: [
      ...numbersIn(/<parent-grant-document>([\s\S]*?)<\/parent-grant-document>/g),
      ...numbersIn(/<related-publication>([\s\S]*?)<\/related-publication>/g),
    ],
    applications: [
      ...numbersIn(/<parent-doc>\s*<document-id>([\s\S]*?)<\/document-id>/g),
      ...numbersIn(/<child-doc>([\s\S]*?)<\/child-doc>/g),
    ],
  };
  // Classifications as the patents service stores them (its parser) whichever text is asked for.
  const parsed = parsePatentXml(doc);
  const product = text === 'product' ? parsed : null;
  const claims = product
    ? product.claims.map((c) => ({ number: c.number, text: c.text, dependsOn: c.dependsOn }))
    : [...doc.matchAll(/<claim id="[^"]*" num="(\d+)"[^>]*>([\s\S]*?)<\/claim>/g)].map((m) => {
        const refs = [...m[2].matchAll(/<claim-ref idref="CLM-(\d+)"/g)].map((r) => Number(r[1]));
        return {
          number: Number(m[1]),
          // Read as the product reads claims: character references decoded, as in every other field.
          text: strip(m[2].replace(/<claim-text>/g, ' QQNL '))
            .replace(/\s*QQNL\s*/g, '\n')
            .trim(),
          dependsOn: [...new Set(refs)],
        };
      });
  const cpc = [
    ...doc.matchAll(
      /<classification-cpc>[\s\S]*?<section>(\w)<\/section>\s*<class>(\d+)<\/class>\s*<subclass>(\w)<\/subclass>\s*<main-group>(\w+)<\/main-group>\s*<subgroup>(\w+)<\/subgroup>/g,
    ),
  ].map((m) => `${m[1]}${m[2]}${m[3]}${m[4]}/${m[5]}`);
  const citedPatents = [
    ...doc.matchAll(
      /<patcit[^>]*>\s*<document-id>\s*<country>US<\/country>\s*<doc-number>([^<]+)<\/doc-number>/g,
    ),
  ].map((m) => m[1].replace(/^0+/, ''));
  // Inventors: applicants who are inventors (v4.0–4.2) and the inventors list (v4.3 on); agents are left out.
  const inventors = [
    ...doc.matchAll(/<(us-applicant|applicant)\b[^>]*app-type="applicant-inventor"[^>]*>([\s\S]*?)<\/\1>/g),
    ...doc.matchAll(/<(inventor)\b[^>]*>([\s\S]*?)<\/\1>/g),
  ].map((m) => strip(`${first(m[2], /<first-name>([^<]*)/)} ${first(m[2], /<last-name>([^<]*)/)}`).trim());
  const publication = first(relatedXml, /<related-publication>([\s\S]*?)<\/related-publication>/);
  const publicationNumber = first(publication, /<doc-number>([^<]+)/).trim();
  const filingDate = isoDate(first(appRef, /<date>(\d{8})/));
  return {
    ...referenceBenefits(readClaimedApplications(doc), filingDate),
    number,
    publicationDate: isoDate(first(publication, /<date>(\d{8})/)),
    publicationNumber: publicationNumber
      ? `${first(publication, /<country>([^<]+)/) || 'US'}${publicationNumber}${first(publication, /<kind>([^<]+)/)}`
      : null,
    filingDate,
    applicationNumber: first(appRef, /<doc-number>([^<]+)/) || null,
    inventors: [...new Set(inventors.filter(Boolean))],
    nationalStage: doc.includes('<pct-or-regional-filing-data>'),
    citedPatents: [...new Set(citedPatents)],
    citations: readCitations(doc),
    kind: first(pubRef, /<kind>([^<]+)/),
    applType: first(doc, /appl-type="([^"]+)"/),
    grantDate: isoDate(first(pubRef, /<date>(\d{8})/)),
    title: product ? product.title : strip(first(doc, /<invention-title[^>]*>([\s\S]*?)<\/invention-title>/)),
    abstract: product ? (product.abstract ?? '') : strip(first(doc, /<abstract[^>]*>([\s\S]*?)<\/abstract>/)),
    description: product
      ? (product.description ?? '')
      : strip(first(doc, /<description[^>]*>([\s\S]*?)<\/description>/)),
    claims,
    earliestDate: isoDate(dates[0] ?? ''),
    familyNumbers: family,
    continuity,
    cpc,
    ipc: parsed.ipc,
    serviceDates: computePatentDates({ ...parsed, granted: isGranted(parsed), continuityKnown: true }),
  };
}
