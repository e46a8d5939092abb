import path from 'node:path';
import type { PatentDetail } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { LegalKnowledgeBase } from '../legal/legal-kb.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { Assistant } from './assistant.js';
import { comparisonAsked } from './question.js';

// US10000000's record with its real claims (read at run time from the shared data).
const grant = readGrantSlice(
  path.join(patentDataDir(), 'uspto-xml/patent-dev__uspto-odp/testdata/grant_us10000000b2_14643719.xml'),
)[0];
const record = {
  ...RECORD,
  claims: grant.claims.map((c) => ({ number: c.number, text: c.text, dependsOn: c.dependsOn })),
} as PatentDetail;
// US6837124 ("A directly-driven power swing rod device without dead points comprising: …"), also read at run time.
const rod = readGrantSlice(
  path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg050104.small.xml'),
).find((g) => g.number === '6837124')!;
const rodRecord = {
  ...RECORD,
  patent_number: '6837124',
  patent_title: rod.title,
  claims: rod.claims.map((c) => ({ number: c.number, text: c.text, dependsOn: c.dependsOn })),
} as PatentDetail;
const records: Record<string, PatentDetail> = { '10000000': record, '6837124': rodRecord };
// The form check needs no legal text here: the comparison is answered from the patent record.
const assistant = new Assistant(
  LegalKnowledgeBase.load('/nonexistent-legal-folder'),
  { similar: async () => [] } as unknown as PatentsPort,
  { detail: async (n: string) => records[n] ?? null },
  () => '2026-04-01',
);
const ask = (q: string) => assistant.prepare(q, [], 'patent_assistant', LOCAL_ENGINE);

const USER_CLAIM =
  '1. A lidar system comprising: a two-dimensional array of photodetectors, each photodetector having a ' +
  'photosensitive region receiving light reflected from a target; a data bus coupled to the photodetectors; a ' +
  'processor coupled to the data bus and configured to determine a phase of the received light; and a housing ' +
  'enclosing the array';

describe(comparisonAsked.name, () => {
  it('reads the patent and the claim named next to it', () => {
    expect(comparisonAsked(`Does claim 1 of US10000000 read on this claim: ${USER_CLAIM}?`)).toEqual({
      patent: '10000000',
      claim: 1,
    });
    expect(
      comparisonAsked('compare my claim with claim 13 of US 10,000,000 B2: A method comprising …'),
    ).toEqual({
      patent: '10000000',
      claim: 13,
    });
    expect(comparisonAsked("How does US10000000's claim 9 differ from mine: A system …")).toEqual({
      patent: '10000000',
      claim: 9,
    });
    expect(comparisonAsked('compare my claim with US10000000: A lamp comprising a base')).toEqual({
      patent: '10000000',
      claim: null,
    });
  });

  it('is null without comparison wording or without a patent', () => {
    expect(comparisonAsked('check this claim: 1. A lamp comprising a base and the switch.')).toBeNull();
    expect(comparisonAsked('Does claim 1 read on this: A lamp comprising a base?')).toBeNull();
    expect(comparisonAsked('What does claim 1 of US10000000 cover?')).not.toBeNull();
  });
});

describe('Assistant: comparing a claim with a patent claim', () => {
  it('answers element by element, quoting the matched words and citing the patent claim', async () => {
    const a = await ask(`Does claim 1 of US10000000 read on this claim: ${USER_CLAIM}?`);
    expect(a.kind).toBe('claims');
    expect(a.local).toContain('**Element-by-element comparison** of claim 1 of US10000000');
    expect(a.local).toContain('> 1. A laser detection and ranging (LADAR) system, comprising:');
    // The processor is in both, with less in the user's: partly, matched words quoted from both sides. Claim 1 has four
    // elements: the array's "including:" lead-in is read with its first item (issue 23).
    expect(a.local).toMatch(
      /\*\*claim 1, element 4\*\* “a processor[^\n]*\n {2}→ \*\*partly corresponding element\*\*: your claim, element 3 “a processor coupled to the data bus[^\n]*“processor”/,
    );
    expect(a.local).toMatch(/Not in it: [^\n]*“amplitude”/);
    // The data bus is matched with the user's data bus, not with the processor coupled to it.
    expect(a.local).toMatch(
      /\*\*claim 1, element 3\*\* “a data bus[^\n]*\n {2}→ \*\*partly corresponding element\*\*: your claim, element 2 “a data bus coupled to the photodetectors”/,
    );
    expect(a.local).toMatch(
      /\*\*claim 1, element 2\*\* “local processing circuitry[^\n]*\n {2}→ \*\*no corresponding element\*\*/,
    );
    expect(a.local).toMatch(
      /Elements only in your claim[^\n]*\n- your claim, element 4 “a housing enclosing the array”/,
    );
    expect(a.local).toContain('It is not an infringement, anticipation or validity opinion');
    expect(a.local).toContain('all-elements rule');
    // No form check of the user's claim here, and the trailing "?" is not claim text.
    expect(a.local).not.toContain('Claim check of');
    expect(a.local).toContain('a housing enclosing the array\n');
    expect(a.sources).toEqual([
      expect.objectContaining({
        kind: 'patent',
        label: 'US10000000',
        title: expect.stringContaining('claim 1 (text compared)'),
      }),
    ]);
    expect(a.citations).toEqual(['10000000']);
  });

  it('compares with a dependent claim together with the claims it rests on', async () => {
    const a = await ask(
      'compare my claim with claim 13 of US10000000: A lidar method comprising: receiving light reflected from a target at a two-dimensional array of photodetectors; and determining, with a processor, a phase of an interfering frequency.',
    );
    expect(a.local).toContain('dependent, so it includes the elements of claim 11');
    expect(a.local).toContain('**claim 13, element 2** “employing the quadrature components');
  });

  it('says when the patent or its claim is not there, and still checks plain claim text', async () => {
    expect((await ask(`Does claim 1 of US7000001 read on this claim: ${USER_CLAIM}?`)).local).toContain(
      'US7000001 is not in the patent corpus, so I cannot compare with its claims.',
    );
    expect((await ask(`Does claim 40 of US10000000 read on this claim: ${USER_CLAIM}?`)).local).toContain(
      'The patent has 20 claims; there is no claim 40 to compare with.',
    );
    expect((await ask('check this claim: 1. A lamp comprising a base and the switch.')).local).toContain(
      'Claim check of 1 claim',
    );
  });

  it('returns the preamble as its own row, with conflicting wording quoted from both claims', async () => {
    const a = await ask(
      'Does claim 1 of US6837124 read on this claim: A directly-driven power swing rod device comprising: a control ' +
        'rod; two motors each with a position detecting coder; and a stop that defines dead points of the control rod?',
    );
    expect(a.local).toContain(
      '**Preamble** (compared as its own row; whether a preamble limits a claim is a question',
    );
    expect(a.local).toContain('MPEP 2111.02');
    expect(a.local).toMatch(
      /\*\*claim 1, preamble\*\* “A directly-driven power swing rod device without dead points”\n {2}→ \*\*conflicting wording\*\*: your claim, element 3 [^\n]*on their face the words conflict: “without dead points” \(patent\) \/ “a stop that defines dead points” \(yours\)/,
    );
    expect(a.local).toContain('depends on how the claims are construed');
    expect(a.local).toContain('a reading of the words, not a legal conclusion');
    // The user's stop is not quoted a second time: the preamble row already shows the conflict.
    expect(a.local).not.toContain('Your elements whose wording conflicts');
    // The preamble row is not one of the elements counted.
    expect(a.local).not.toMatch(/By wording[^\n]*conflicting/);
  });

  it('returns a conflicting element counted apart, when the user’s claim excludes what the patent’s recites', async () => {
    const a = await ask(
      'compare my claim with claim 1 of US10000000: A lidar system comprising: a two-dimensional array of ' +
        'photodetectors; a data bus coupled to the photodetectors; and a processor coupled to the data bus and ' +
        'configured to determine only an amplitude of an interfering frequency, without a phase.',
    );
    expect(a.local).toMatch(
      /\*\*claim 1, element 4\*\* “a processor[^\n]*\n {2}→ \*\*conflicting wording\*\*/,
    );
    expect(a.local).toContain(
      'the words conflict: “an amplitude and a phase” (patent) / “without a phase” (yours)',
    );
    expect(a.local).toMatch(/By wording, \d of 4 elements[^\n]*, 1 conflicting on the face of the words/);
  });
});
