import { createReadStream } from 'node:fs';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PatentRecord } from '../../domain/patent-record.js';
import { dataPath } from '../../../test/support/data-dir.js';
import { hasInvisible } from '../visible-text.js';
import { readPatentXml } from './xml.source.js';

// Issue 23 item 6, attorney review: US7644137's formula (MathML) reached the summary and the claims as "R pool ⁡ ( t ,
// i ) = R total ⁢ L ⁡ …", with MathML's invisible operators; "10<sup>−5</sup>" read "10−5". Every real grant.
const records: PatentRecord[] = [];
const texts = (r: PatentRecord) => [
  r.title,
  r.abstract ?? '',
  r.description ?? '',
  ...r.claims.map((c) => c.text),
];

describe('formulas and superscripts of the USPTO XML, as text', () => {
  beforeAll(async () => {
    for (const file of fg.sync('uspto-xml/**/*.xml', { cwd: dataPath(), absolute: true }).sort())
      for await (const item of readPatentXml(createReadStream(file), file))
        if (item.kind === 'record') records.push(item.record);
  }, 120_000);

  it('reads the MathML of US7644137 claim 1 as a formula', () => {
    const r = records.find((x) => x.patentNumber === '7644137')!;
    expect(r.claims[0].text.replace(/\s+/g, ' ')).toContain(
      'in accordance with Rpool(t, i) = Rtotal (L(t, i))/(∑_k^n L(t, k)), wherein Rpool(t,i) is the number',
    );
  });

  it('writes a numeric superscript as superscript digits (US7642029: "10⁻⁵", not "10−5")', () => {
    const r = records.find((x) => x.patentNumber === '7642029')!;
    expect(r.claims[0].text).toContain('from about +2×10⁻⁵/° C. to about −0.5×10⁻⁵/° C.');
  });

  it('leaves no invisible character in the title, abstract, description or claims of any grant or application', () => {
    expect(records.length).toBeGreaterThan(200);
    expect(records.filter((r) => texts(r).some(hasInvisible)).map((r) => r.patentNumber)).toEqual([]);
  });
});
