import type { PatentDetail } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { toPatentForAnalysis } from '../patents/patents.gateway.js';
import { citationLines, patentAnswer } from './patent-answer.js';

// As US7643973's grant lists them: a European patent, then non-patent references holding "; " themselves.
const cites: PatentDetail['citations'] = [
  {
    document_number: '1008482',
    country: 'EP',
    kind: 'A2',
    name: null,
    date: '20000600',
    category: 'cited by other',
  },
  {
    document_number:
      'The MathWorks, Inc.; “Using Simulink Version 5”; 2002; The MathWorks, Inc.; pp. 11-1 through 11-8.',
    country: null,
    kind: 'npl',
    name: null,
    date: null,
    category: 'cited by examiner',
  },
  {
    document_number: 'Peter K. Dunn; “glmlab Using MATLAB for analysing generalised linear models”; 2000.',
    country: null,
    kind: 'npl',
    name: null,
    date: null,
    category: 'cited by examiner',
  },
];

describe(citationLines.name, () => {
  it('returns one line per reference, patents with country and year, non-patent references marked', () => {
    expect(citationLines(cites)).toEqual([
      '- **Cites 3 documents** (1 patent document, 2 non-patent):',
      '  - EP1008482 (2000)',
      '  - Non-patent: The MathWorks, Inc.; “Using Simulink Version 5”; 2002; The MathWorks, Inc.; pp. 11-1 through 11-8.',
      '  - Non-patent: Peter K. Dunn; “glmlab Using MATLAB for analysing generalised linear models”; 2000.',
    ]);
  });

  it('returns the patent answer with the list on lines of their own', () => {
    const text = patentAnswer(
      { ...RECORD, citations: cites } as PatentDetail,
      'Tell me about US10000000',
      null,
      '2026-11-27',
    ).text;
    expect(text).not.toContain('1008482; The MathWorks');
    expect(text).toContain('\n  - Non-patent: Peter K. Dunn;');
  });
});

describe(patentAnswer.name, () => {
  const assignment = (assignee: string | null, recorded: string | null, executed: string | null = null) => ({
    assignor: 'Inventor',
    assignee,
    execution_date: executed,
    recorded_date: recorded,
  });

  it('returns the latest assignment the record holds beside the assignee at grant', () => {
    const p = {
      ...RECORD,
      assignments: [
        assignment('Later Owner LLC', '2021-04-02'),
        assignment('Raytheon Company', '2016-01-05'),
        assignment(null, '2023-01-01'),
      ],
    } as PatentDetail;
    expect(patentAnswer(p, 'Who owns US10000000?', null, '2026-11-27').text).toContain(
      '**Assignee:** Raytheon Company (assignee at grant; the latest assignment in this record is to Later Owner LLC, recorded 2021-04-02; later ones are at the USPTO assignment database)',
    );
  });

  it('dates an assignment by its execution when it was not recorded, and says when the record holds none', () => {
    const p = {
      ...RECORD,
      assignments: [assignment('Early Co', '2015-01-01'), assignment('Unrecorded Co', null, '2019-06-01')],
    } as PatentDetail;
    const text = patentAnswer(p, 'Who owns US10000000?', null, '2026-11-27').text;
    expect(text).toContain('the latest assignment in this record is to Unrecorded Co; later ones');
    const none = patentAnswer(
      { ...RECORD, assignments: [] } as PatentDetail,
      'Who owns it now?',
      null,
      '2026-11-27',
    );
    expect(none.text).toContain(
      'later assignments are recorded at the USPTO assignment database and are not in this record',
    );
  });
});

describe('patentAnswer leads with the fact asked (blind set K: the answer was below the card)', () => {
  const first = (q: string) => patentAnswer(RECORD, q, null, '2021-03-01').text.split('\n\n')[0];

  it('puts the expiry, owner, inventors or filing date asked for in the first paragraph', () => {
    expect(first('When does US10000000 expire?')).toMatch(/\n\*\*Expiry:\*\* 2035-03-10/);
    expect(first('How long will US10000000 last?')).toMatch(/\n\*\*Expiry:\*\* 2035-03-10/);
    expect(first('Who is the assignee of US10000000?')).toMatch(/\n\*\*Assignee:\*\* /);
    expect(first('Who invented US10000000?')).toMatch(/\n\*\*Inventors:\*\* /);
    expect(first('When was US10000000 filed?')).toMatch(/\n\*\*Filed:\*\* /);
  });

  it('does not repeat an answered fact in the card, and keeps the card for the rest', () => {
    const text = patentAnswer(RECORD, 'When does US10000000 expire?', null, '2021-03-01').text;
    expect(text.match(/\*\*Expiry:\*\*/g)).toHaveLength(1);
    expect(text).toContain('- **Inventors:**');
    // Whether the term has run is part of the answer to a term question, stated once.
    expect(text.split('\n\n')[0]).toMatch(/\n\*\*Status:\*\* /);
    expect(text.match(/\*\*Status:\*\*/g)).toHaveLength(1);
  });

  it('quotes the claim asked for right under the line naming the patent', () => {
    const text = patentAnswer(RECORD, 'What does claim 1 of US10000000 say?', 1, '2021-03-01').text;
    expect(text.split('\n\n')[0]).toMatch(/^Answering about [^\n]*\n\*\*Claim 1\*\* \([^)]*\) reads:\n> /);
  });
});

// Attorney review 2026-11-29b: "What does claim 1 of US7472777 cover, in plain English?" only quoted the claim back.
describe('what a claim requires', () => {
  const claimed = {
    ...RECORD,
    claims: [
      {
        number: 1,
        text: '1. A clamp comprising: a base; a jaw pivotally attached to the base; and a spring biasing the jaw toward the base.',
        dependsOn: [],
      },
      { number: 2, text: '2. The clamp of claim 1, wherein the jaw is steel.', dependsOn: [1] },
    ],
  } as PatentDetail;

  it('lists each element an independent claim requires, with what its transition leaves open', () => {
    const text = patentAnswer(claimed, 'What does claim 1 of US10000000 cover, in plain English?', 1).text;
    expect(text).toContain(
      '**What claim 1 requires**, split by the local engine from its text: A clamp (“comprising”: open',
    );
    expect(text).toContain('MPEP 2111.03, R-08.2017');
    expect(text).toMatch(
      /\n1\. a base\n2\. a jaw pivotally attached to the base\n3\. a spring biasing the jaw toward the base/,
    );
    expect(text).toContain('all-elements rule');
  });

  it('only quotes a claim whose words alone are asked for, and a dependent claim', () => {
    expect(patentAnswer(claimed, 'What does claim 1 of US10000000 say?', 1).text).not.toContain('requires**');
    expect(patentAnswer(claimed, 'What does claim 2 of US10000000 cover?', 2).text).not.toContain(
      'requires**',
    );
  });
});

// Attorney review 2026-11-29b: US7472777 (filed 2004, German priority 2003) showed its priority as its "Effective
// filing date", an AIA term, inviting its use as a 102(e) date.
describe('the earliest date of a pre-AIA patent with a foreign priority', () => {
  const withPriority = (filed: string) =>
    ({
      ...RECORD,
      app_filing_date: filed,
      dates: {
        ...RECORD.dates!,
        effective_filing_date: {
          ...RECORD.dates!.effective_filing_date,
          date: '2003-05-14',
          basis: `earliest of its own filing date (${filed}) and foreign 103 21 796 (DE) filed 2003-05-14 (35 U.S.C. 119(a))`,
        },
      },
    }) as PatentDetail;

  it('is labelled the priority date claimed, not an effective filing date', () => {
    const text = patentAnswer(withPriority('2004-05-03'), 'Tell me about US10000000', null).text;
    expect(text).toContain('- **Earliest priority date claimed (pre-AIA; not a 102(e) date):** 2003-05-14');
    expect(text).not.toContain('**Effective filing date:**');
  });

  it('keeps the AIA term for a patent filed on or after 2013-03-16', () => {
    const text = patentAnswer(withPriority('2014-05-03'), 'Tell me about US10000000', null).text;
    expect(text).toContain('- **Effective filing date:** 2003-05-14');
  });

  // Attorney re-review 2026-11-29c (C6): the analysis's cut-off said "effective filing date" where the card did not.
  it('is named so in the analysis’s cut-off too', () => {
    const cutoff = toPatentForAnalysis(withPriority('2004-05-03')).cutoff!;
    expect(cutoff.date).toBe('2003-05-14');
    expect(cutoff.basis).toMatch(
      /^earliest priority date claimed \(pre-AIA; not a 102\(e\) date\): earliest of/,
    );
    expect(toPatentForAnalysis(withPriority('2014-05-03')).cutoff!.basis).toMatch(/^effective filing date: /);
  });
});

// Attorney review of issue 25 (D): claim 1 of US8927118 ("represented by the formula (5): wherein: X5 and X6 represent
// N—R1; …") was said to have an open "wherein" transition, was restated "It contains L1 represents …", and its formula,
// drawn as an image, was not said to be missing. The claim's opening as printed, shortened.
describe('a claim defining the symbols of a formula drawn as an image', () => {
  const CLAIM =
    '1. A material for an organic electroluminescence device represented by the formula (5): wherein: X5 and X6 ' +
    'represent N—R1; R1 represents a substituted or unsubstituted aromatic hydrocarbon group; L1 represents a single ' +
    'bond or a divalent aromatic hydrocarbon group; and A1, A2, L1, and L2 are each free of any carbonyl group.';
  const text = () =>
    patentAnswer(
      { ...RECORD, claims: [{ number: 1, text: CLAIM, dependsOn: [] }] } as PatentDetail,
      'In plain English, what does claim 1 cover?',
      1,
      '2026-11-30',
    ).text;
  it('does not call "wherein" a transition, open or closed', () => {
    expect(text()).not.toMatch(/“wherein”: open/);
    expect(text()).toContain('no transition phrase: “wherein”');
  });
  it('says the formula is drawn as an image, missing from the text', () => {
    expect(text()).toMatch(/Not in the text: the formula \(5\) is drawn as an image/);
  });
  it('restates a symbol\'s definition as a sentence, not as a part the material "contains"', () => {
    expect(text()).not.toMatch(/contains? (?:L1|R1|X5) represents?/i);
    expect(text()).toMatch(/- L1 represents a single bond/);
  });
});
