import { render, screen, within } from '@testing-library/react';
import { SCORE_BASIS, SCORE_BASIS_UNRECORDED } from '@patent-hub/contracts/web';
import { describe, expect, it } from 'vitest';
import { makeAnalysis } from '@/test/fixtures';
import { AnalysisSections } from './analysis-sections';

const charted = makeAnalysis({
  summary: 'A cooling loop for battery packs.',
  summarySource:
    'Extracted by the local engine: whole sentences of the abstract and description, unchanged (no language model).',
  priorArt: [
    {
      patent: 'US9000001',
      title: 'Pack cooler',
      date: '2015-03-03',
      similarity: 62,
      difference: 'Does not disclose 1 of 2 elements of claim 1: "a pump".',
      missingElements: ['a pump'],
      chartClaim: 1,
      relevance: 0.62,
      fullText: true,
      mappings: [
        {
          claim: 1,
          element: 'a coolant loop around the cells',
          passage: 'The coolant loop surrounds each cell.',
          score: 0.8,
          disclosed: true,
          label: 'disclosed',
          where: 'description, paragraph [0012], sentence 40',
          semantic: 0.71,
          elementIndex: 0,
          source: 'description',
          highlights: [
            { start: 4, end: 11, term: 'coolant' },
            { start: 12, end: 16, term: 'loop' },
          ],
        },
        {
          claim: 1,
          element: 'a pump',
          antecedents: ['"the coolant loop" = "a closed coolant loop" (element 1)'],
          passage: 'A fan cools the pack.',
          score: 0.1,
          disclosed: false,
          label: 'not found',
          where: 'abstract, sentence 2',
          semantic: null,
          elementIndex: 1,
          source: 'abstract',
          highlights: [],
        },
      ],
    },
  ],
  priorArtCutoff: '2016-05-01',
  priorArtSearch: {
    cutoff: '2016-05-01',
    cutoffBasis: 'effective filing date: earliest foreign priority',
    cutoffExact: true,
    consideredDocuments: 12000,
    undatedExcluded: 40,
    candidates: 24,
    belowFloor: 23,
    relevanceFloor: 0.2,
    ranking: 'lexical',
    chartMethod: 'Local engine: "disclosed" when one passage both shares the terms and is close in meaning.',
    message: null,
  },
  noveltyScore: 3.8,
  technicalMerit: null,
  scoreReasons: {
    noveltyScore: 'Closest earlier reference US9000001 (2015-03-03) covers 62% of claim 1.',
    technicalMerit: 'Not assessed: only 1 of its 4 measurable signals are known, fewer than 3.',
    commercialPotential: 'From remaining term: 4.0 years.',
  },
  scoreSignals: {
    noveltyScore: [{ name: 'closest reference', value: 'US9000001 (2015-03-03)' }],
    technicalMerit: [{ name: 'forward citations within the corpus', value: null }],
    commercialPotential: [{ name: 'remaining term', value: '4.0 years' }],
  },
});

describe(AnalysisSections.name, () => {
  it('states the pre-AIA scope of the search for a cut-off before 2013-03-16', () => {
    render(<AnalysisSections analysis={{ ...charted, priorArtCutoff: '2005-06-01' }} />);
    const cutoff = screen.getByText(/Cut-off: before 2005-06-01/);
    expect(cutoff).toHaveTextContent('so pre-AIA 35 U.S.C. 102 applies');
    expect(cutoff).toHaveTextContent('(pre-AIA 35 U.S.C. 102(e))');
    expect(cutoff).not.toHaveTextContent('102(a)(1)');
  });

  it('shows the cut-off with its basis, the reference with its date, the chart with marked terms and scores with reasons', () => {
    render(<AnalysisSections analysis={charted} />);
    const cutoff = screen.getByText(
      /Cut-off: before 2016-05-01 \(effective filing date: earliest foreign priority\)/,
    );
    // What the search covers is a limit of the search, not the law (attorney review, defect 5).
    expect(cutoff).toHaveTextContent(
      'Searched: documents published before the cut-off (35 U.S.C. 102(a)(1))',
    );
    expect(cutoff).toHaveTextContent(
      'Not searched: earlier-filed US patents and applications published after it, which are prior art from their effective filing date (35 U.S.C. 102(a)(2), 102(d); pre-AIA 102(e))',
    );
    expect(cutoff).not.toHaveTextContent(/only documents published or granted before it are prior art/);
    expect(cutoff).not.toHaveTextContent(/probable family members/);
    expect(screen.getByText('US9000001')).toBeInTheDocument();
    expect(screen.queryByText(/USUS/)).toBeNull();
    expect(screen.getByText('Dated 2015-03-03')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /a coolant loop around the cells/ });
    expect(within(row).getByText('80%')).toBeInTheDocument();
    // Each row says its label and where its passage is; the chart says what decided the labels (issue 23).
    expect(within(row).getByText('disclosed')).toBeInTheDocument();
    expect(within(row).getByText(/\[description, paragraph \[0012\], sentence 40\]/)).toBeInTheDocument();
    expect(screen.getByText(/^Labels: Local engine: "disclosed" when/)).toBeInTheDocument();
    expect([...row.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['coolant', 'loop']);
    // A "not found" row quotes the closest passage and says it is not a match (issue 23).
    const missing = screen.getByRole('row', { name: /a pump/ });
    expect(within(missing).getByText('not found')).toBeInTheDocument();
    expect(missing).toHaveTextContent(
      'Closest passage (not a match) [abstract, sentence 2] A fan cools the pack.',
    );
    expect(row).not.toHaveTextContent('Closest passage');
    // The antecedent an element refers back to is shown with it.
    expect(missing).toHaveTextContent('Refers to: "the coolant loop" = "a closed coolant loop" (element 1)');
    expect(screen.getByText('Not assessed')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Technical Merit' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', 'Not assessed');
    expect(screen.getByText('forward citations within the corpus: not available')).toBeInTheDocument();
    expect(screen.getByText(/Extracted by the local engine/)).toBeInTheDocument();
  });

  it("shows the date a reference is prior art from and the document that is the art, not a later grant's", () => {
    // Attorney re-review, defect 16: US7157991 (granted 2007-01-02) is art against US7474034 (cut-off 2005-12-16) as
    // US 2005/0003790 A1, published 2005-01-06.
    const priorArtBasis = {
      kind: 'published' as const,
      date: '2005-01-06',
      section: 'pre-AIA 35 U.S.C. 102(b)',
      preGrant: true,
      document: 'US 2005/0003790 A1',
      text: 'its application published 2005-01-06 as US 2005/0003790 A1, granted 2007-01-02',
    };
    const ref = { ...charted.priorArt[0]!, date: '2007-01-02', priorArtBasis };
    const published = makeAnalysis({ ...charted, priorArt: [ref] });
    render(<AnalysisSections analysis={published} />);
    expect(
      screen.getByText('Prior art as published 2005-01-06 as US 2005/0003790 A1; granted 2007-01-02'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Dated 2007-01-02')).toBeNull();
  });

  // Attorney review (issue 23): "Technical Merit 6.2/10" was read as a judgement of the technology.
  it('says under the Technical Merit and Commercial Potential bars what they rest on and what they are not', () => {
    render(<AnalysisSections analysis={{ ...charted, technicalMerit: 6.2, commercialPotential: 4 }} />);
    const under = (label: string) =>
      screen.getByRole('progressbar', { name: label }).nextElementSibling?.textContent;
    // The exact words are the report's (report-score-basis.spec.ts); the panel shows the same shared text.
    expect(under('Technical Merit')).toBe(SCORE_BASIS.technicalMerit);
    expect(under('Technical Merit')).toMatch(
      /^This number is a reading of measurable signals .*, not an assessment of the technology's merit\./,
    );
    expect(under('Commercial Potential')).toBe(SCORE_BASIS.commercialPotential);
    expect(screen.getByText('6.2/10')).toBeInTheDocument();
    expect(under('Novelty Score')).not.toMatch(/^This number is a reading/);
  });

  it("shows the server's statement of what a score is, when the analysis carries one", () => {
    const scoreBasis = {
      technicalMerit: 'Server words (merit).',
      commercialPotential: 'Server words (value).',
    };
    render(<AnalysisSections analysis={{ ...charted, technicalMerit: 6.2, scoreBasis }} />);
    const under = (label: string) =>
      screen.getByRole('progressbar', { name: label }).nextElementSibling?.textContent;
    expect(under('Technical Merit')).toBe('Server words (merit).');
    expect(under('Commercial Potential')).toBe('Server words (value).');
  });

  it('does not give the current basis to figures an earlier engine computed without recording signals', () => {
    render(<AnalysisSections analysis={{ ...charted, technicalMerit: 9, scoreSignals: undefined }} />);
    const under = screen.getByRole('progressbar', { name: 'Technical Merit' }).nextElementSibling;
    expect(under?.textContent).toBe(SCORE_BASIS_UNRECORDED);
    expect(under).toHaveTextContent(/not an assessment of the technology/);
  });

  it('leads the badge with the elements the chart found disclosed, the term coverage second', () => {
    // Attorney re-review, defect 17: "5.4/10" for a reference that discloses nothing read as "half anticipated".
    render(<AnalysisSections analysis={charted} />);
    const badge = screen.getByText('1 of 2 elements disclosed · term coverage 62%');
    expect(badge).toBeInTheDocument();
    // Screen readers hear what the badge is; the line under it says what it measures, as the report does.
    expect(badge).toHaveTextContent(/^Similarity: 1 of 2 elements disclosed · term coverage 62%$/);
    expect(within(badge).getByText('Similarity:')).toHaveClass('sr-only');
    expect(
      screen.getByText(
        "The similarity is term overlap: the mean share of claim 1's element terms found in this reference, not how many elements it discloses.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/% similar/)).toBeNull();
    expect(screen.queryByText(/no element disclosed/)).toBeNull();
  });

  it('says a reference sharing terms but disclosing no element is not a match', () => {
    // As US7643973's analysis shows US5769713 (a baseball patent): 45% term coverage, nothing disclosed.
    const ref = charted.priorArt[0]!;
    const none = makeAnalysis({
      ...charted,
      priorArt: [{ ...ref, similarity: 45, mappings: ref.mappings.map((m) => ({ ...m, disclosed: false })) }],
    });
    render(<AnalysisSections analysis={none} />);
    expect(screen.getByText('0 of 2 elements disclosed · term coverage 45%')).toBeInTheDocument();
    expect(screen.getByText('Shares terms with the claims; no element disclosed.')).toBeInTheDocument();
  });

  it('says a reference shown on partial matches discloses no element (US5131025 for US7643624)', () => {
    const ref = charted.priorArt[0]!;
    const partial = makeAnalysis({
      ...charted,
      priorArt: [
        {
          ...ref,
          similarity: 54,
          mappings: ref.mappings.map((m) => ({ ...m, disclosed: false, label: 'partly' as const })),
        },
      ],
    });
    render(<AnalysisSections analysis={partial} />);
    expect(screen.getByText('0 of 2 elements disclosed · term coverage 54%')).toBeInTheDocument();
    expect(screen.getByText('No element disclosed; partial matches only.')).toBeInTheDocument();
    expect(screen.queryByText(/Shares terms with the claims/)).toBeNull();
  });

  it('says why a "partly" row whose terms are all found is not disclosed, and what "terms found" is', () => {
    const ref = charted.priorArt[0]!;
    const note = 'its terms are there, but the passage does not show the number "10"';
    const partly = makeAnalysis({
      ...charted,
      priorArt: [
        {
          ...ref,
          mappings: [{ ...ref.mappings[0]!, score: 1, disclosed: false, label: 'partly', labelNote: note }],
        },
      ],
    });
    render(<AnalysisSections analysis={partly} />);
    const row = screen.getByRole('row', { name: /a coolant loop around the cells/ });
    expect(within(row).getByText('100%')).toBeInTheDocument();
    expect(within(row).getByText('partly')).toBeInTheDocument();
    expect(within(row).getByText(note)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Terms found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Terms found: the share of the element's terms, weighted by rarity, that the passage names.",
      ),
    ).toBeInTheDocument();
  });

  it('counts the candidates left out as probable family members (same title and abstract)', () => {
    const a = makeAnalysis({
      ...charted,
      priorArtSearch: { ...charted.priorArtSearch!, familyExcluded: 2 },
    });
    render(<AnalysisSections analysis={a} />);
    expect(screen.getByText(/Cut-off: before 2016-05-01/)).toHaveTextContent(
      "2 with the patent's own title and abstract left out (probable family members, not prior art)",
    );
  });

  it('says on which basis and as of which date each reference is prior art, and what was searched', () => {
    const basis = {
      kind: 'filed' as const,
      date: '2003-12-29',
      section: 'pre-AIA 35 U.S.C. 102(e)',
      text: 'filed 2003-12-29 in the US, granted 2007-01-02: prior art as of its filing date under pre-AIA 35 U.S.C. 102(e) (pre-AIA text, April 2013)',
    };
    const a = makeAnalysis({
      ...charted,
      priorArtCutoff: '2005-12-16',
      priorArt: [{ ...charted.priorArt[0], date: '2007-01-02', priorArtBasis: basis }],
      priorArtSearch: {
        ...charted.priorArtSearch!,
        cutoff: '2005-12-16',
        sameInventorsExcluded: 1,
        scope: 'Searched: documents published before the cut-off. Also searched: US patents filed before it.',
      },
    });
    render(<AnalysisSections analysis={a} />);
    expect(screen.getByText(`Prior-art basis: ${basis.text}.`)).toBeInTheDocument();
    const line = screen.getByText(/Cut-off: before 2005-12-16/);
    expect(line).toHaveTextContent(
      '1 earlier-filed US document by the same inventors as this patent left out (not "by another")',
    );
    expect(line).toHaveTextContent('Also searched: US patents filed before it.');
    expect(line).not.toHaveTextContent('Not searched');
  });

  it('flags a reference dated in the gap of a cut-off read from the description (issue 23 re-review)', () => {
    const unlessBenefit =
      'dated 2007-01-02, on or after the cut-off 2005-03-31 but before 2008-02-13: prior art unless the benefit claim to 11/097,073 holds (the cut-off rests on that claim, read from the description; without it the cut-off is 2008-02-13)';
    const a = makeAnalysis({
      ...charted,
      priorArt: [{ ...charted.priorArt[0], date: '2007-01-02', unlessBenefit }],
      priorArtSearch: {
        ...charted.priorArtSearch!,
        message: 'No relevant prior art found among 5419 documents dated before 2005-03-31.',
      },
    });
    render(<AnalysisSections analysis={a} />);
    expect(screen.getByText(`Conditional: ${unlessBenefit}; it sets no score.`)).toBeInTheDocument();
    // Only conditional art: the search's "nothing found before the cut-off" still shows.
    expect(
      screen.getByText('No relevant prior art found among 5419 documents dated before 2005-03-31.'),
    ).toBeInTheDocument();
  });

  it('says no relevant prior art was found and shows no novelty score', () => {
    const none = makeAnalysis({
      priorArt: [],
      noveltyScore: null,
      priorArtSearch: {
        ...charted.priorArtSearch!,
        belowFloor: 24,
        message: 'No relevant prior art found among 12000 documents dated before 2016-05-01.',
      },
    });
    render(<AnalysisSections analysis={none} />);
    expect(
      screen.getByText('No relevant prior art found among 12000 documents dated before 2016-05-01.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not assessed')).toBeInTheDocument();
    // The downloaded report is the server's (services/ai analysis/report.ts and its tests).
  });

  it('says per part which engine wrote it, with the note when the local text stands in', () => {
    const model = {
      provider: 'openai' as const,
      model: 'gpt-test',
      label: 'OpenAI-compatible model gpt-test',
    };
    const a = makeAnalysis({
      ...charted,
      engine: model,
      writtenBy: {
        summary: {
          provider: 'local',
          model: 'rules-v1',
          label: 'Local engine',
          note: "The model gpt-test cited US7123456, not among the evidence's references, in two answers; the local engine's text is shown instead.",
        },
        differences: model,
        recommendations: model,
      },
      patentStatus: {
        documentType: 'utility',
        granted: true,
        state: 'in force',
        grantDate: '2018-01-02',
        expiry: '2036-05-01',
        expiryBasis: '20 years from 2016-05-01',
        maintenanceFees: [],
      },
    });
    render(<AnalysisSections analysis={a} />);
    expect(
      screen.getByText(/^Written by: Local engine — The model gpt-test cited US7123456/),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Written by: OpenAI-compatible model gpt-test')).toHaveLength(2);
    expect(
      screen.getByText(/utility patent, in force until 2036-05-01 \(20 years from 2016-05-01\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('US9000001')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/USUS/);
  });

  it("shows the server's wording of the state: in force only if the maintenance fees are paid", () => {
    const a = makeAnalysis({
      patentStatus: {
        documentType: 'utility',
        granted: true,
        state: 'in force',
        stateText: 'in force until 2027-07-08 if the maintenance fees are paid',
        grantDate: '2009-01-20',
        expiry: '2027-07-08',
        expiryBasis: '20 years from 2007-07-08',
        maintenanceFees: [],
      },
    });
    render(<AnalysisSections analysis={a} />);
    expect(
      screen.getByText(
        /utility patent, in force until 2027-07-08 if the maintenance fees are paid \(20 years/,
      ),
    ).toBeInTheDocument();
  });

  /** Renders a granted utility patent's status line as the server states it; the page's text. */
  const statusText = (state: 'unknown' | 'expired', stateText: string, grantDate: string, expiry: string) => {
    const a = makeAnalysis({
      patentStatus: {
        documentType: 'utility',
        granted: true,
        state,
        stateText,
        grantDate,
        expiry,
        expiryBasis: 'the term basis',
        maintenanceFees: [],
      },
    });
    render(<AnalysisSections analysis={a} />);
    return document.body.textContent;
  };

  it("shows the server's 'status unknown' when a fee grace period passed without a payment record", () => {
    const stateText =
      'status unknown: the 3.5-year maintenance fee was payable with the surcharge until 2013-01-07 and the fee payment record was not available; if unpaid, the patent expired as of 2013-01-06 (35 U.S.C. 41(b); 37 CFR 1.362(g)); if every fee was paid, it runs until 2027-07-08';
    const text = statusText('unknown', stateText, '2009-01-06', '2027-07-08');
    expect(text).toContain(`utility patent, ${stateText} (the term basis)`);
    expect(text).not.toMatch(/expiry not known|in force until/);
  });

  it("shows the server's caveat on an expired patent whose fee record is missing", () => {
    const stateText =
      'expired on 2020-02-01, or earlier: the 3.5-year maintenance fee was payable with the surcharge until 2009-03-02 and the fee payment record was not available; if unpaid, the patent expired as of 2009-03-01 (35 U.S.C. 41(b); 37 CFR 1.362(g))';
    expect(statusText('expired', stateText, '2005-03-01', '2020-02-01')).toContain(
      `utility patent, ${stateText} (the term basis)`,
    );
  });

  it('says which undated documents were left out: those that would have been candidates, or the whole corpus', () => {
    const scoped = (undatedScope?: 'candidates' | 'corpus') =>
      makeAnalysis({ priorArtSearch: { ...charted.priorArtSearch!, undatedScope } });
    const { unmount } = render(<AnalysisSections analysis={scoped('candidates')} />);
    expect(
      screen.getByText(
        /12000 documents dated before it searched; 40 undated documents that would have been candidates left out/,
      ),
    ).toBeInTheDocument();
    unmount();
    // Analyses stored before the scope was recorded counted the whole corpus.
    render(<AnalysisSections analysis={scoped(undefined)} />);
    expect(screen.getByText(/; 40 undated documents in the corpus left out/)).toBeInTheDocument();
  });
});

describe('a Jepson claim in the chart (issue 23)', () => {
  it('shows the preamble as admitted prior art above the improvement rows', () => {
    render(
      <AnalysisSections
        analysis={{
          ...charted,
          claimCharts: [
            {
              claim: 1,
              preamble: 'In a battery pack having cells',
              jepson: true,
              elements: [{ text: 'a coolant loop around the cells', kind: 'element' }],
            },
          ],
        }}
      />,
    );
    const preamble = screen.getByRole('row', { name: /In a battery pack having cells/ });
    expect(preamble).toHaveTextContent(
      'Preamble: admitted prior art (Jepson preamble); novelty rests on the improvement below.',
    );
    expect(screen.getByRole('row', { name: /a coolant loop around the cells/ })).toHaveTextContent(
      'disclosed',
    );
  });

  it('shows no preamble row for a claim that is not in Jepson form', () => {
    render(<AnalysisSections analysis={charted} />);
    expect(screen.queryByText(/admitted prior art/)).toBeNull();
  });

  it('shows a key claim stored over several lines with its line breaks, its number once', () => {
    const text =
      '34. A system comprising:\na display; and\na processor configured to:\nlinearize a model, and\nselect a block.';
    render(
      <AnalysisSections
        analysis={{ ...charted, keyClaims: [{ number: 34, text, independent: true, dependsOn: [] }] }}
      />,
    );
    const item = screen.getByText('Claim 34:').closest('li')!;
    // The grant prints '34.' before the text: shown once, as 'Claim 34:', never 'Claim 34: 34.'.
    expect(item.textContent).toBe(`Claim 34: ${text.slice(4)}`);
    expect(item).toHaveClass('whitespace-pre-line');
  });

  // US7864866's record (XML ipg110104): US6111611, cited by the examiner, is in the corpus (title and abstract);
  // US6922739 is not, and is dated after the patent's cut-off.
  const ofRecord = makeAnalysis({
    ...charted,
    priorArt: [{ ...charted.priorArt[0]!, ofRecord: 'examiner' }],
    referencesOfRecordRule: 'One under the floor does not set the novelty score.',
    referencesOfRecord: [
      {
        number: '06111611',
        corpusNumber: '6111611',
        country: 'US',
        kind: 'A',
        name: 'Ozkan et al.',
        date: '2000-08-29',
        citedBy: 'examiner',
        held: 'title and abstract',
        dateCheck: 'before',
        dateNote: 'dated 2000-08-29, before the cut-off 2005-01-14',
        overFloor: false,
        inPriorArt: false,
        corpusCard: {
          title: 'System for forming and processing program specific information',
          date: '2000-08-29',
          cpc: [],
          ipc: [],
        },
        chart: {
          ...charted.priorArt[0]!,
          patent: '6111611',
          title: 'System for forming and processing program specific information',
          similarity: 17,
          difference: 'Does not disclose 1 of 2 elements of claim 1 (title and abstract only).',
        },
      },
      {
        number: '6922739',
        corpusNumber: '6922739',
        country: 'US',
        kind: 'B2',
        name: 'Core',
        date: '2005-07',
        citedBy: 'examiner',
        held: 'not held',
        dateCheck: 'after',
        dateNote: 'dated 2005-07, on or after the cut-off 2005-01-14: not prior art by its publication date',
      },
    ],
  });

  it('lists the references of record under their own heading: who cited them, what the corpus holds, the date', () => {
    render(<AnalysisSections analysis={ofRecord} />);
    expect(
      screen.getByRole('heading', { name: 'References of record (cited during examination)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '2 listed (2 cited by the examiner); 1 held by this corpus and charted, 1 not in this corpus; 1 dated on or after the cut-off (flagged below).',
      ),
    ).toBeInTheDocument();
    const held = within(screen.getByRole('list', { name: 'References of record held by this corpus' }));
    expect(held.getByText('US6111611 A')).toBeInTheDocument();
    expect(
      held.getByText(
        'cited by the examiner; title and abstract in this corpus, charted on claim 1: 1 of 2 elements disclosed · term coverage 17% (under the relevance floor: shown because it is of record; it does not set the novelty score)',
      ),
    ).toBeInTheDocument();
    expect(held.getByText('Claim 1 chart')).toBeInTheDocument();
    // What the corpus holds of it (attorney review): its record, with its codes or their absence said.
    expect(
      held.getByText(
        'Corpus record: "System for forming and processing program specific information", dated 2000-08-29, no CPC or IPC code in the corpus',
      ),
    ).toBeInTheDocument();
    const notHeld = within(
      screen.getByRole('list', { name: 'References of record not in this corpus', hidden: true }),
    );
    expect(
      notHeld.getByText(
        'cited by the examiner; not in this corpus (no text, title or classification codes of it here)',
      ),
    ).toBeInTheDocument();
    expect(notHeld.getByText(/Date check:/).parentElement).toHaveTextContent(
      'Date check: dated 2005-07, on or after the cut-off 2005-01-14: not prior art by its publication date',
    );
    expect(screen.getByText('Reference of record: cited by the examiner.')).toBeInTheDocument();
  });

  it("says on the line of a design patent's held reference of record why it is not charted", () => {
    const { chart: _chart, overFloor: _o, inPriorArt: _i, ...held } = ofRecord.referencesOfRecord![0]!;
    render(
      <AnalysisSections
        analysis={{
          ...ofRecord,
          priorArt: [],
          referencesOfRecord: [{ ...held, notCharted: "a design patent's claim is its drawing" }],
        }}
      />,
    );
    const list = within(screen.getByRole('list', { name: 'References of record held by this corpus' }));
    expect(
      list.getByText(
        "cited by the examiner; title and abstract in this corpus, not charted: a design patent's claim is its drawing",
      ),
    ).toBeInTheDocument();
  });

  it('shows no references of record for an analysis stored without them', () => {
    render(<AnalysisSections analysis={charted} />);
    expect(screen.queryByRole('heading', { name: /References of record/ })).toBeNull();
  });
});
