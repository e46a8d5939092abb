import { beforeAll, describe, expect, it } from 'vitest';
import { dataPath } from '../../test/support/data-dir.js';
import type { PatentRecord } from '../domain/patent-record.js';
import { isPlaceholderText, textOrNull } from '@patent-hub/contracts';
import { toPatent, type CardRow } from '../patents/patent-mapper.js';
import { rowToRecord } from './jsonl.source.js';
import { readFile } from './sources.js';

// The derived JSONL (and the baseball CSV it came from) writes 'NULL' or 'None' for a design patent without an abstract.
const JSONL = 'derived/us_patents_title_abstract.jsonl';
const BASEBALL_CSV = 'corpora/WillKoehrsen__recurrent-neural-networks/baseball_patent_query.csv';

const read = async (file: string) => {
  const out = new Map<string, PatentRecord>();
  for await (const item of readFile(dataPath(file)))
    if (item.kind === 'record') out.set(item.record.patentNumber, item.record);
  return out;
};

describe('placeholder abstracts at ingest', () => {
  let jsonl: Map<string, PatentRecord>;
  let csv: Map<string, PatentRecord>;
  beforeAll(async () => {
    [jsonl, csv] = await Promise.all([read(JSONL), read(BASEBALL_CSV)]);
  });

  it('knows the placeholders and leaves real text alone', () => {
    for (const v of ['NULL', 'None', 'null', 'N/A', '', '  ', ' nan '])
      expect(isPlaceholderText(v)).toBe(true);
    for (const v of ['Null hypothesis tester', 'A plate.', 'NONE OF THE ABOVE']) {
      expect(isPlaceholderText(v)).toBe(false);
      expect(textOrNull(v)).toBe(v);
    }
    expect(textOrNull(undefined)).toBeNull();
  });

  it("stores no abstract for D252938 ('NULL') and D614449 ('None'), and keeps the title", () => {
    for (const records of [jsonl, csv]) {
      expect(records.get('D252938')).toMatchObject({ title: 'Baseball game plate', abstract: null });
      expect(records.get('D614449')).toMatchObject({ title: 'Baseball tray plate', abstract: null });
    }
  });

  it('leaves no placeholder abstract in the whole derived JSONL', () => {
    expect(jsonl.size).toBeGreaterThan(20000);
    const placeholders = [...jsonl.values()].filter(
      (r) => r.abstract !== null && isPlaceholderText(r.abstract),
    );
    expect(placeholders).toEqual([]);
    expect([...jsonl.values()].filter((r) => r.abstract).length).toBeGreaterThan(19000);
  });

  it('takes the other abstract column when one holds a placeholder', () => {
    const r = rowToRecord(
      { patent_number: 'D252938', title: 'T', abstract: 'None', patent_abstract: 'A plate.' },
      'jsonl',
    );
    expect(r).toMatchObject({ abstract: 'A plate.' });
  });

  it('never sends a stored placeholder as the abstract of a search result or detail', () => {
    const row: CardRow = {
      doc_id: 1,
      patent_number: 'D252938',
      kind: null,
      patent_type: 'design',
      title: 'Baseball game plate',
      abstract: 'NULL',
      patent_date: '1979-09-18',
      grant_date: '1979-09-18',
      filing_date: null,
      application_number: null,
      publication_number: null,
      publication_date: null,
      docket_number: null,
      application_status: null,
      application_status_code: null,
      examiner_name: null,
      art_unit: null,
      entity_status: null,
      uspc_class: null,
      cpc: [],
      cpc_section: null,
      assignee: null,
      grant_document_url: null,
      publication_document_url: null,
      expiration_date: null,
      sort_date: '1979-09-18',
      sources: ['jsonl'],
      inventors: [],
      continuity: [],
      assignments: [],
    };
    const patent = toPatent(row);
    expect(patent.patent_abstract).toBeNull();
  });
});
