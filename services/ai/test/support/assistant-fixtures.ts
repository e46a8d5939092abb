import path from 'node:path';
import { beforeAll } from 'vitest';
import type { PatentDetail } from '@patent-hub/contracts';
import type { PriorArtCandidate } from '../../src/engine/types.js';
import { Assistant } from '../../src/assistant/assistant.js';
import { LegalKnowledgeBase, legalDataDir } from '../../src/legal/legal-kb.js';
import { LOCAL_ENGINE } from '../../src/providers/local.provider.js';
import type { PatentsPort } from '../../src/patents/patents.gateway.js';
import { patentDataDir, readGrantSlice, type XmlGrant } from './uspto-xml-reader.js';

/** A patent record as `patents.get` returns it (US10000000, trimmed), for the assistant's tests. */
export const RECORD = {
  patent_number: '10000000',
  patent_title: 'Coherent LADAR using intra-pixel quadrature detection',
  patent_abstract: 'A frequency modulated coherent laser detection and ranging system.',
  patent_date: '2018-06-19',
  grant_date: '2018-06-19',
  app_filing_date: '2015-03-10',
  assignee_organization: 'Raytheon Company',
  inventor_names: ['Joseph Marron'],
  status: 'Granted',
  application_status: null,
  google_patents_url: 'https://patents.google.com/patent/US10000000',
  cpc_classifications: ['G01S7/4914'],
  family: [],
  parent_applications: [],
  child_applications: [],
  claims: [
    {
      number: 1,
      text: 'A laser detection and ranging (LADAR) system, comprising: a laser source.',
      dependsOn: [],
    },
    { number: 2, text: 'The system of claim 1, wherein the laser is pulsed.', dependsOn: [1] },
  ],
  citations: [
    {
      document_number: '5093563',
      country: 'US',
      kind: 'A',
      name: 'Small',
      date: '1992-03-03',
      category: null,
    },
  ],
  dates: {
    effective_filing_date: {
      date: '2015-03-10',
      exact: true,
      basis: 'own filing date',
      citations: [],
      earliest_possible: false,
    },
    term_start: { date: '2015-03-10', exact: true, basis: 'own filing date', citations: [] },
    expiry: {
      date: '2035-03-10',
      exact: false,
      basis: '20 years from the filing date (35 U.S.C. 154(a)(2))',
      citations: [{ law: '35 U.S.C.', section: '154(a)(2)', revision: null, url: null }],
      pta_days: null,
      terminal_disclaimer: false,
      lapsed: false,
    },
    claimed: [],
  },
} as unknown as PatentDetail;

export const hit = (n: string, title: string, date: string, score: number): PriorArtCandidate => ({
  patentNumber: n,
  title,
  abstract: `${title}.`,
  date,
  cpc: [],
  score,
});

/**
 * An assistant answering from the legal texts only (PATENT_DATA_DIR/legal, read at run time), on 2026-11-28: the
 * patents service and records are never asked.
 */
export function assistantOnTexts(kb: LegalKnowledgeBase): Assistant {
  const unused = async () => {
    throw new Error('not used');
  };
  const patents: PatentsPort = { similar: unused, get: unused, landscape: unused };
  return new Assistant(kb, patents, { detail: async () => null }, () => '2026-11-28');
}

/**
 * A spec's way to ask the assistant on the legal texts (see assistantOnTexts), loaded once before its tests: each
 * question asked on its own, on the assistant's page.
 */
export function askOnTexts(): (q: string) => ReturnType<Assistant['prepare']> {
  let assistant: Assistant;
  beforeAll(() => {
    assistant = assistantOnTexts(LegalKnowledgeBase.load(legalDataDir()));
  }, 60_000);
  return (q) => assistant.prepare(q, [], 'patent_assistant', LOCAL_ENGINE);
}
/** An answer's first paragraph: what it leads with. */
export const leadOf = (a: { local: string }) => a.local.split('\n\n')[0];
/** The labels of an answer's sources, in order. */
export const labelsOf = (a: { sources: { label: string }[] }) => a.sources.map((s) => s.label);
/** The first three law sources an answer cites (the bench's sections-top-3 check). */
export const firstThreeLaw = (a: { sources: { kind: string; label: string }[] }) =>
  a.sources
    .filter((s) => s.kind === 'law')
    .slice(0, 3)
    .map((s) => s.label);

/** A real grant of a weekly slice under PATENT_DATA_DIR as the records port gives it, with the service's dates. */
export function grantRecord(slice: string, number: string): PatentDetail {
  const file = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml', slice);
  return recordOfGrant(readGrantSlice(file).find((x) => x.number === number)!);
}

/** A grant read from USPTO XML as the records port gives it, with the service's dates. */
export function recordOfGrant(g: XmlGrant): PatentDetail {
  return {
    ...RECORD,
    patent_number: g.number,
    patent_title: g.title,
    patent_date: g.grantDate,
    grant_date: g.grantDate,
    app_filing_date: g.filingDate,
    application_number: g.applicationNumber,
    claims: g.claims,
    citations: g.citations,
    dates: g.serviceDates,
  } as PatentDetail;
}
