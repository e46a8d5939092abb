import { createReadStream, readFileSync } from 'node:fs';
import { decodeUsptoEntities } from '@patent-hub/text';
import { describe, expect, it } from 'vitest';
import type { PatentRecord } from '../domain/patent-record.js';
import { dataPath } from '../../test/support/data-dir.js';
import { rowToRecord } from './jsonl.source.js';
import { readPatentXml } from './xml/xml.source.js';

// Issue 23: USPTO text spells characters as entity names between dots (".alpha.", "45.degree."); the attorney saw them
// raw in chart passages. The ingest reads them as the characters, from the XML and from the PatentsView-style tables.
const SPELLED =
  /\.(?:alpha|beta|gamma|delta|degree|mu|sigma|eta|epsilon|theta|DELTA|OMEGA|\+-|times|ltoreq)\./;

describe(decodeUsptoEntities.name, () => {
  it('reads the real spellings as characters, the sub/superscript markers as sub/superscripts', () => {
    expect(decodeUsptoEntities('at any desired angle .alpha. In one')).toBe('at any desired angle α In one');
    expect(decodeUsptoEntities('45.degree.-70.degree., 5 .mu.m, 10.+-.2 .DELTA.T')).toBe(
      '45°-70°, 5 µm, 10±2 ΔT',
    );
    expect(decodeUsptoEntities('Li.sub.3 e.g. in.in. U.S. Pat. No. 5')).toBe(
      'Li₃ e.g. in.in. U.S. Pat. No. 5',
    );
  });

  // Issue 23 review: "V.sub.TH" was shown raw in US5706403's abstract.
  it('reads ".sub." and ".sup." in the title/abstract corpus: digits lowered or raised, letters after _ or ^', () => {
    const rows = readFileSync(dataPath('derived/us_patents_title_abstract.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('.sub.') || l.includes('.sup.'))
      .map((l) => rowToRecord(JSON.parse(l) as Record<string, unknown>, 'jsonl') as PatentRecord);
    expect(rows.length).toBeGreaterThan(10);
    expect(
      rows.filter((r) => /\.su[bp]\./.test(`${r.title} ${r.abstract}`)).map((r) => r.patentNumber),
    ).toEqual([]);
    const neural = rows.find((r) => r.patentNumber === '5706403')!;
    expect(neural.abstract).toContain('threshold value V_TH.');
    expect(rows.some((r) => /[₀-₉][^₀-₉]|[⁰¹²³⁴-⁹]/.test(r.abstract ?? ''))).toBe(true);
  });

  it('decodes every spelling of the title/abstract corpus at ingest', () => {
    const rows = readFileSync(dataPath('derived/us_patents_title_abstract.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => SPELLED.test(l))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.length).toBeGreaterThan(10);
    const records = rows.map((r) => rowToRecord(r, 'jsonl') as PatentRecord);
    expect(records.filter((r) => SPELLED.test(`${r.title} ${r.abstract}`))).toEqual([]);
    expect(records.some((r) => /[αβ°µ±Δ]/.test(`${r.title} ${r.abstract}`))).toBe(true);
  });

  it('decodes them in the description of the XML grant US8088102 (balloon catheter angles)', async () => {
    const file = dataPath('uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg120103.small.xml');
    let found: PatentRecord | undefined;
    for await (const item of readPatentXml(createReadStream(file), file))
      if (item.kind === 'record' && item.record.patentNumber === '8088102') found = item.record;
    expect(found?.description).toContain('at any desired angle α');
    expect(found?.description).toMatch(/90° about the longitudinal axis/);
    expect(found?.description).not.toMatch(SPELLED);
  });
});
