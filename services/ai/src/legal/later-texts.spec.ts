import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { assistantOnTexts } from '../../test/support/assistant-fixtures.js';
import { laterTextNotes } from './later-texts.js';
import { citationLabel, LegalKnowledgeBase, legalDataDir } from './legal-kb.js';

// Attorney review (issue 25): 37 CFR 1.378(a) of our late-2013 rules text still says "unavoidable". The answer dates
// the quote to its revision and quotes what a later text of the data says (MPEP 711.03(c) R-07.2022 on the PLTIA,
// 35 U.S.C. 41(c)(1) of ~2022), and claims no change the data cannot show. The texts are read from PATENT_DATA_DIR.
const recordOf = (file: string, section: string) =>
  readFileSync(path.join(legalDataDir(), file), 'utf8')
    .split('\n')
    .find((l) => new RegExp(`"section": ?"${section.replace(/[.()]/g, '\\$&')}"`).test(l))!;

const dirs: string[] = [];
/** A knowledge base of the given records only ([file, section] pairs). */
function kbOf(records: [string, string][]): LegalKnowledgeBase {
  const dir = mkdtempSync(path.join(tmpdir(), 'legal-'));
  dirs.push(dir);
  const byFile = new Map<string, string[]>();
  for (const [file, section] of records)
    byFile.set(file, [...(byFile.get(file) ?? []), recordOf(file, section)]);
  for (const [file, lines] of byFile) writeFileSync(path.join(dir, file), `${lines.join('\n')}\n`);
  return LegalKnowledgeBase.load(dir);
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const RULE: [string, string] = ['37cfr.jsonl', '1.378'];
const STATUTE: [string, string] = ['35usc.jsonl', '41'];
const MPEP: [string, string] = ['mpep.jsonl', '711.03(c)'];

/** The notes for 37 CFR 1.378(a) quoted with the given words. */
function notesFor(kb: LegalKnowledgeBase, text: string): string[] {
  const s = kb.get('37 CFR', '1.378')!;
  return laterTextNotes(kb, [{ section: s, label: citationLabel(s, '(a)'), text }]);
}
const UNAVOIDABLE = 'the delay … to have been unavoidable (paragraph (b) of this section) or unintentional';

describe(laterTextNotes.name, () => {
  it('quotes the later text stating the change, and the later statute, when the data holds them', () => {
    const [note, ...more] = notesFor(kbOf([RULE, STATUTE, MPEP]), UNAVOIDABLE);
    expect(more).toEqual([]);
    expect(note).toMatch(
      /^\*\*37 CFR 1\.378\(a\)\*\* is quoted as of its revision \(rules text of late 2013 \(MPEP App\. R, March 2014\)\); its “unavoidable” standard was replaced/,
    );
    expect(note).toContain(
      '**MPEP 711.03(c)** (R-07.2022, E9 R-07.2022): “Effective December 18, 2013, the Patent Law',
    );
    expect(note).toContain('on the basis of a showing of "unavoidable" delay.”');
    expect(note).toMatch(/\*\*35 U\.S\.C\. 41\(c\)\*\* \(OLRC text of ~2022\): “[^”]*unintentional\.”/);
  });

  it('quotes the later statute alone when no text of the data states the change', () => {
    const [note] = notesFor(kbOf([RULE, STATUTE]), UNAVOIDABLE);
    expect(note).toContain('a later text in our data states the standard otherwise: **35 U.S.C. 41(c)**');
    expect(note).not.toMatch(/replaced|PLTIA|2013-12-18|December 18/);
  });

  it('says only that the text is as of its revision and may have changed when the data holds nothing later', () => {
    expect(notesFor(kbOf([RULE]), UNAVOIDABLE)).toEqual([
      '**37 CFR 1.378(a)** is quoted as of its revision (rules text of late 2013 (MPEP App. R, March 2014)), and it ' +
        'may have changed since. Check the current rule before relying on the quoted one.',
    ]);
  });

  it('adds nothing to a quote without the changed wording', () => {
    expect(notesFor(kbOf([RULE, STATUTE, MPEP]), 'the surcharge required by § 1.20(i) is paid')).toEqual([]);
  });
});

describe('Assistant: a late maintenance fee quoted from 37 CFR 1.378(a)', () => {
  let kb: LegalKnowledgeBase;
  beforeAll(() => {
    kb = LegalKnowledgeBase.load(legalDataDir());
  }, 60_000);

  it.each([
    'How do I revive a patent that expired for failure to pay the maintenance fee?',
    'Can the USPTO accept a late maintenance fee payment?',
    'My patent was granted on 2015-03-10 and I missed the 3.5-year maintenance fee. Can I still revive it?',
  ])('notes that its "unavoidable" was replaced, citing MPEP 711.03(c): %s', async (q) => {
    const a = await assistantOnTexts(kb).prepare(q, [], 'patent_assistant', LOCAL_ENGINE);
    expect(a.local).toMatch(/unavoidable/);
    expect(a.local).toContain('**37 CFR 1.378(a)** is quoted as of its revision (rules text of late 2013');
    expect(a.local).toContain('eliminated the provisions of the patent statutes relating to revival');
  });
});
