import type { PatentDetail } from '@patent-hub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { Assistant } from './assistant.js';
import { asPriorArtAgainst, beyondCard, referencesAsArtLines } from './beyond-card.js';
import type { Turn } from './question.js';

// Attorney review (issue 25), 2026-11-29: a procedural question is not answered with the last patent's data card; a
// question on a named patent that the card cannot answer (damages, 102(e) references) gets what the engine computes
// and the law; a dated fact pattern on pre-AIA 102(e) is a legal question; "what if I miss it?" gets the restoration.
const PRE_AIA = {
  ...RECORD,
  patent_number: '7314120',
  patent_title: 'Pre-AIA test record',
  app_filing_date: '2003-05-01',
  grant_date: '2008-01-01',
  patent_date: '2008-01-01',
  citations: [
    {
      document_number: '6000001',
      country: 'US',
      kind: 'A',
      name: 'Early',
      date: '1999-12-07',
      category: null,
    },
    {
      document_number: '7100001',
      country: 'US',
      kind: 'B2',
      name: 'Late',
      date: '2006-08-29',
      category: null,
    },
    {
      document_number: '1234567',
      country: 'EP',
      kind: 'A1',
      name: 'Foreign',
      date: '2004-01-01',
      category: null,
    },
    {
      document_number: 'Smith, J. Appl. Phys., 1998',
      country: null,
      kind: 'npl',
      name: null,
      date: null,
      category: null,
    },
  ],
  dates: {
    ...RECORD.dates!,
    effective_filing_date: { ...RECORD.dates!.effective_filing_date, date: '2003-05-01' },
  },
} as unknown as PatentDetail;

let kb: LegalKnowledgeBase;
let assistant: Assistant;
beforeAll(() => {
  kb = LegalKnowledgeBase.load(legalDataDir());
  const patents = {
    similar: async () => [],
    get: async () => {
      throw new Error('not used');
    },
    landscape: async () => {
      throw new Error('not used');
    },
  } as unknown as PatentsPort;
  const records = {
    detail: async (n: string) =>
      n === '10000000'
        ? RECORD
        : n === '7314120'
          ? PRE_AIA
          : n === 'RE49258'
            ? { ...RECORD, patent_number: 'RE49258' }
            : null,
  };
  assistant = new Assistant(kb, patents, records, () => '2026-11-29');
}, 60_000);

const PROVISIONAL =
  'I filed a US provisional application on 2025-12-01. When must I file the non-provisional, and what if I miss it?';
const ABOUT_PATENT: Turn[] = [
  { role: 'user', content: 'Who owns US10000000?' },
  {
    role: 'assistant',
    content: 'Answering about **US10000000** — Coherent LADAR using intra-pixel quadrature detection.',
  },
];

describe('Assistant: a procedural question is not stuck on the conversation’s patent', () => {
  it('answers the provisional deadline as law with the page’s patent in the context', async () => {
    for (const [history, context] of [
      [ABOUT_PATENT, 'US10000000'],
      [ABOUT_PATENT, 'patent_assistant'],
    ] as const) {
      const a = await assistant.prepare(PROVISIONAL, [...history], context, LOCAL_ENGINE);
      expect(a.kind).toBe('legal');
      expect(a.local).not.toContain('Answering about **US10000000**');
      expect(a.local).toMatch(/^\*\*Deadline: 2026-12-01\*\*/);
      expect(a.citations).toEqual([]);
    }
  });

  it('still answers about the context’s patent when the question refers to it', async () => {
    for (const q of ['When does it expire?', 'What do its claims cover?', 'Who owns this patent?']) {
      const a = await assistant.prepare(q, [], 'US10000000', LOCAL_ENGINE);
      expect(a.kind, q).toBe('patent');
      expect(a.local, q).toContain('Answering about **US10000000**');
    }
  });

  it('answers damages for a named patent from the engine and 35 U.S.C. 284/286/287, not the card alone', async () => {
    const a = await assistant.prepare(
      'What damages can I get for USRE49258?',
      [],
      'patent_assistant',
      LOCAL_ENGINE,
    );
    expect(a.local).toMatch(/^Answering about \*\*USRE49258\*\*/);
    expect(a.local).toContain('**Damages** (as the analysis computes them, today 2026-11-29)');
    expect(a.local).toContain('from 2020-11-29');
    expect(a.local).toMatch(/287\(a\) applies if patented articles/);
    expect(a.local).toContain('intervening rights under 35 U.S.C. 252');
    expect(a.local).toContain('not assessed');
    expect(a.sources.map((s) => s.label).slice(0, 2)).toEqual(['USRE49258', '35 U.S.C. 284']);
    expect(a.local).toContain("The record's key facts:");
  });

  it('dates the references of record of a pre-AIA patent under 102(e) and says what it cannot determine', async () => {
    const a = await assistant.prepare(
      'Which references of US7314120 could be 102(e) art?',
      [],
      'patent_assistant',
      LOCAL_ENGINE,
    );
    expect(a.local).toContain('cut-off: the effective filing date 2003-05-01; filed before March 16, 2013');
    expect(a.local).toMatch(
      /- US6000001: dated 1999-12-07, before the cut-off 2003-05-01; [^\n]*pre-AIA 35 U\.S\.C\. 102\(e\) art too/,
    );
    expect(a.local).toMatch(
      /- US7100001: dated 2006-08-29, on or after the cut-off[^\n]*\(pre-AIA 35 U\.S\.C\. 102\(e\)\), which the record does not give/,
    );
    expect(a.local).toMatch(/- EP1234567: not pre-AIA 35 U\.S\.C\. 102\(e\) art/);
    expect(a.local).toMatch(/- Non-patent: Smith[^\n]*not pre-AIA 35 U\.S\.C\. 102\(e\) art/);
    expect(a.local).toContain('What the record cannot determine');
    expect(a.sources.slice(1, 4).map((s) => s.label)).toContain('35 U.S.C. 102(e) (pre-AIA)');
  });

  it('answers a patent’s damages in the context when the question refers to it', async () => {
    const a = await assistant.prepare('What damages can I get for it?', [], 'US10000000', LOCAL_ENGINE);
    expect(a.local).toContain('**Damages** (as the analysis computes them');
  });

  it('gives a named patent’s dates as prior art under 102(a)(1), 102(a)(2) and pre-AIA 102(e)', async () => {
    const a = await assistant.prepare(
      'Is US10000000 prior art against my application?',
      [],
      'patent_assistant',
      LOCAL_ENGINE,
    );
    expect(a.local).toMatch(/^Answering about \*\*US10000000\*\*/);
    expect(a.local).toContain('**As prior art** (from the record: filed 2015-03-10');
    expect(a.local).toContain('under 102(a)(2) if its own effective filing date 2015-03-10 is earlier');
    // Filed in 2015, after every pre-AIA application: no prior art against one.
    expect(a.local).toContain('against one filed before March 16, 2013 (pre-AIA): not prior art');
    expect(a.local).toContain('What the record cannot determine');
    expect(a.sources.some((s) => s.kind === 'law')).toBe(true);
    const old = await assistant.prepare(
      'Is US7314120 prior art against my application?',
      [],
      'patent_assistant',
      LOCAL_ENGINE,
    );
    expect(old.local).toContain(
      "prior art under pre-AIA 102(e) as of its US filing date 2003-05-01 if that precedes the applicant's date of invention",
    );
  });

  it('reads only damages and prior-art questions as beyond the card', () => {
    expect(beyondCard('What damages can I get for USRE49258?')).toBe('damages');
    expect(beyondCard('Which references of US7314120 could be 102(e) art?')).toBe('references-as-art');
    expect(beyondCard('Is US10000000 prior art against my application?')).toBe('as-prior-art');
    expect(beyondCard('Who owns US10000000?')).toBeNull();
    expect(beyondCard('What does claim 1 of US10000000 cover?')).toBeNull();
  });
});

describe('Assistant: a dated fact pattern on pre-AIA 102(e) is a legal question', () => {
  it('compares the years and answers under pre-AIA 35 U.S.C. 102(e) and MPEP 2136', async () => {
    const q =
      'A US patent granted in 2006 on an application filed in 2001 — is it prior art against my application filed in 2003?';
    for (const context of ['patent_assistant', 'US10000000']) {
      const a = await assistant.prepare(q, [], context, LOCAL_ENGINE);
      expect(a.kind).toBe('legal');
      expect(a.sources.slice(0, 2).map((s) => s.label)).toEqual(['35 U.S.C. 102(e) (pre-AIA)', 'MPEP 2136']);
      expect(a.local).toContain(
        '**Dates compared:** the other application was filed in 2001, before yours (in 2003): it is prior art against yours as of its US filing date',
      );
      expect(a.citations).toEqual([]);
    }
  });

  it('says when the years given cannot tell which was filed first', async () => {
    const a = await assistant.prepare(
      'A US patent on an application filed in 2003 — is it prior art against my application filed on 2003-06-01?',
      [],
      'patent_assistant',
      LOCAL_ENGINE,
    );
    expect(a.local).toContain('the dates given cannot tell which was filed first');
  });
});

describe('Assistant: "what if I miss it?" for a provisional', () => {
  it('states the 2-month restoration of 119(e)(1), that 37 CFR 1.78(b) is not in our texts, and the loss after it', async () => {
    const a = await assistant.prepare(PROVISIONAL, [], 'patent_assistant', LOCAL_ENGINE);
    expect(a.local).toContain('**If it is missed: restoration by 2027-02-01**');
    expect(a.local).toContain('the current rule, 37 CFR 1.78(b), is not in our texts');
    expect(a.local).toContain(
      'additional 2 months if the delay in filing the application under section 111(a)',
    );
    expect(a.local).toContain(
      'After that the provisional’s benefit is lost: a non-provisional application can still be filed',
    );
  });

  it('does not add the restoration when the question does not ask about missing it', async () => {
    const a = await assistant.prepare(
      'I filed a US provisional application on 2025-12-01. When must I file the non-provisional?',
      [],
      'patent_assistant',
      LOCAL_ENGINE,
    );
    expect(a.local).not.toContain('If it is missed');
  });
});

describe(referencesAsArtLines.name, () => {
  it('prints a reference whose number carries its country with the country once', () => {
    const wo = {
      document_number: 'WO 2005/080928',
      country: 'WO',
      kind: 'A1',
      name: null,
      date: '2005-09-01',
      category: null,
    };
    const lines = referencesAsArtLines({ ...RECORD, citations: [wo] } as PatentDetail);
    expect(lines.join('\n')).toContain('- WO 2005/080928: ');
    expect(lines.join('\n')).not.toContain('WOWO');
  });
});

describe(asPriorArtAgainst.name, () => {
  const PRE_AIA = {
    ...RECORD,
    patent_number: '7315219',
    app_filing_date: '2005-09-07',
    grant_date: '2008-01-01',
    patent_date: '2008-01-01',
    publication_number: 'US20060049879A1',
    publication_date: '2006-03-09',
  } as PatentDetail;

  it('says the pre-AIA text of 102(b) is not loaded rather than quoting another, when the texts lack it', () => {
    const missing = {
      label: '35 U.S.C. 102(b) (pre-AIA)',
      title: '',
      revision: null,
      url: null,
      quote: null,
      inKb: false,
    };
    const lines = asPriorArtAgainst(PRE_AIA, '2008-06-01', missing).join('\n');
    expect(lines).toContain('a pre-AIA 35 U.S.C. 102(b) bar');
    expect(lines).toContain('- the pre-AIA text of 35 U.S.C. 102(b) is not among the loaded texts');
    expect(lines).not.toContain('“');
  });

  it('quotes no 102(b) text when there is no bar', () => {
    const quoted = {
      label: '35 U.S.C. 102(b) (pre-AIA)',
      title: 'Conditions for patentability',
      revision: 'pre-AIA text, April 2013',
      url: null,
      quote: '(b) the invention was patented …',
      inKb: true,
    };
    expect(asPriorArtAgainst(PRE_AIA, '2006-06-01', quoted).join('\n')).not.toContain('the bar as');
  });
});

// Attorney review 2026-11-29b (issue 25): US7473606 claims provisional 60/766,954 of 2006-02-22; asked against an
// application filed 2006-12-01 the answer was a flat "No" from its US filing date 2007-02-15.
describe('a pre-AIA 102(e) date from a provisional the patent claims', () => {
  const withProvisional = {
    ...RECORD,
    patent_number: '7473606',
    app_filing_date: '2007-02-15',
    grant_date: '2009-01-06',
    patent_date: '2009-01-06',
    publication_date: null,
    publication_number: null,
    dates: {
      ...RECORD.dates!,
      effective_filing_date: {
        date: '2006-02-22',
        exact: true,
        earliest_possible: false,
        basis:
          'earliest of its own filing date (2007-02-15) and the 1 application(s) it claims: provisional 60/766,954 filed 2006-02-22 (35 U.S.C. 119(e))',
        citations: [],
      },
    },
  } as PatentDetail;

  it('says it may be prior art as of the provisional, on the condition MPEP 2136.03 III states', () => {
    const [verdict, ...rest] = asPriorArtAgainst(withProvisional, '2006-12-01');
    expect(verdict).toMatch(
      /^\*\*Possibly — US7473606 is prior art [^*]* as of 2006-02-22, the filing date of the provisional application/,
    );
    expect(rest.join('\n')).toContain('MPEP 2136.03 III');
  });

  it('is still No against an application filed before the provisional', () => {
    expect(asPriorArtAgainst(withProvisional, '2006-01-10')[0]).toMatch(
      /^\*\*No — US7473606 is not prior art/,
    );
  });

  it('gives no earlier 102(e) date from a foreign priority', () => {
    const foreign = {
      ...withProvisional,
      dates: {
        ...withProvisional.dates!,
        effective_filing_date: {
          ...withProvisional.dates!.effective_filing_date,
          basis:
            'earliest of its own filing date (2007-02-15) and foreign 123 (TW) filed 2006-02-22 (35 U.S.C. 119(a))',
        },
      },
    } as PatentDetail;
    expect(asPriorArtAgainst(foreign, '2006-12-01')[0]).toMatch(/^\*\*No — /);
  });
});
