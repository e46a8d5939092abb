import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { PatentRecord } from '../domain/patent-record.js';
import { dataPath } from '../../test/support/data-dir.js';
import { readDelimited } from './csv.source.js';
import { readJsonLines } from './jsonl.source.js';
import { recordFromParts } from './record-parts.js';
import type { IngestItem, RecordPart } from './source-item.js';
import { hasInvisible } from './visible-text.js';

// Issue 23 (attorney re-review leftover): the XML ingest drops the characters that print nothing (zero-width, MathML's
// invisible operators, private use); the JSONL and CSV sources kept them. The real records: pygrams' abstracts of
// US7985710 (U+2062 invisible times) and US8833192, and US7644137's claim 1 as extracted (U+2061 function application).
const PYGRAMS = 'corpora/datasciencecampus__pygrams/USPTO-random-10000.jsonl';

async function records(items: AsyncIterable<IngestItem>): Promise<PatentRecord[]> {
  const out: PatentRecord[] = [];
  for await (const i of items) if (i.kind === 'record') out.push(i.record);
  return out;
}

describe('the JSONL and CSV sources drop characters that print nothing', () => {
  it('reads pygrams JSONL abstracts without them (US7985710, US8833192)', async () => {
    const all = await records(readJsonLines(createReadStream(dataPath(PYGRAMS)), PYGRAMS));
    const hit = all.filter((r) => ['7985710', '8833192'].includes(r.patentNumber));
    expect(hit).toHaveLength(2);
    expect(all.filter((r) => hasInvisible(`${r.title} ${r.abstract}`)).map((r) => r.patentNumber)).toEqual(
      [],
    );
    expect(hit.find((r) => r.patentNumber === '7985710')!.abstract).toContain('M a m + N b n +');
  });

  it('reads the same abstract from a CSV export without them', async () => {
    const line = readFileSync(dataPath(PYGRAMS), 'utf8')
      .split('\n')
      .find((l) => l.includes('US07985710'))!;
    const row = JSON.parse(line) as { patent_id: string; abstract: string; publication_date: string };
    expect(hasInvisible(row.abstract)).toBe(true);
    const csv = `patent_id,abstract,publication_date\n${row.patent_id},"${row.abstract.replace(/"/g, '""')}",${row.publication_date}\n`;
    const [r] = await records(readDelimited(Readable.from([csv]), 'export.csv', ','));
    expect(r.patentNumber).toBe('7985710');
    expect(hasInvisible(r.abstract ?? '')).toBe(false);
  });

  it("reads a claims table's text without them (US7644137 claim 1)", async () => {
    const grant = readFileSync(dataPath('derived/uspto_grants_from_xml.jsonl'), 'utf8')
      .split('\n')
      .map((l) => (l ? (JSON.parse(l) as { publication: { number?: string }; first_claim: string }) : null))
      .find((g) =>
        g?.first_claim.startsWith(
          '1. A computer-readable storage medium storing a computer program which, when executed by a processor, causes a computer system to perform a method for sharing resources',
        ),
      )!;
    expect(hasInvisible(grant.first_claim)).toBe(true);
    const csv = `patent_id,claim_number,claim_text\n7644137,1,"${grant.first_claim.replace(/"/g, '""')}"\n`;
    const parts: RecordPart[] = [];
    for await (const i of readDelimited(Readable.from([csv]), 'claims.tsv', ','))
      if (i.kind === 'part') parts.push(i.part);
    const r = recordFromParts('7644137', parts);
    expect(hasInvisible(r.claims[0].text)).toBe(false);
    expect(r.claims[0].text).toContain('R pool ( t , i ) = R total L ( t , i )');
  });
});
