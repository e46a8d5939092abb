import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PatentDetail } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { parsePatentXml } from '../../../patents/src/ingest/xml/patent-xml.parser.js';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { patentAnswer } from './patent-answer.js';

/** A grant of the weekly XML slice in the shared data, as the ingest stores its assignee (issue 25). */
function grant(number: string): PatentDetail {
  const file = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg130416.small.xml');
  const doc = readFileSync(file, 'utf8')
    .split(/(?=<\?xml)/)
    .find((d) => d.includes(`<doc-number>0${number}<`))!;
  const r = parsePatentXml(doc);
  return { ...RECORD, patent_number: r.patentNumber, assignee_organization: r.assignee, assignments: [] };
}
const lead = (p: PatentDetail, q: string) => patentAnswer(p, q, null, '2026-11-30').text.split('\n\n')[0];

describe('issue 25: a record answer names every assignee of the grant, in the order printed', () => {
  it('names Samsung and Korea University for US8421615', () => {
    const p = grant('8421615');
    expect(p.assignee_organization).toBe(
      'Samsung Electronics Co., Ltd.; Research and Business Foundation, Korea University',
    );
    for (const q of [
      'Who are the owners of patent number 8421615?',
      'Who is the assignee of US8421615?',
      'Who owns US 8,421,615?',
    ])
      expect(lead(p, q)).toContain(
        '**Assignees:** Samsung Electronics Co., Ltd. and Research and Business Foundation, Korea University ' +
          '(the 2 assignees at grant, in the order printed;',
      );
  });

  it('names the one assignee of a single-assignee grant (US8418361) as before', () => {
    const p = grant('8418361');
    expect(p.assignee_organization).toBe('Samsung Electro-Mechanics Co., Ltd.');
    const first = lead(p, 'Who owns US8418361?');
    expect(first).toContain('**Assignee:** Samsung Electro-Mechanics Co., Ltd. (assignee at grant;');
    expect(first).not.toContain('Assignees');
  });
});
