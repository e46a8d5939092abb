import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PatentDates } from '@/api/types';
import { createQueryClient } from '@/lib/query-client';
import { makePatent } from '@/test/fixtures';
import { mockApi } from '@/test/render';
import { PatentDetailDialog } from './patent-detail-dialog';

const revision = 'U.S. Code Title 35 (OLRC uscode.house.gov text) … treat as current law only up to ~2022';
const cite = (section: string) => ({
  law: '35 U.S.C.',
  section,
  revision,
  url: `https://www.law.cornell.edu/uscode/text/35/${section.match(/^\d+/)![0]}`,
});
// What the patents service answers for US11646472 (see services/patents/src/dates/real-records.spec.ts).
const dates: PatentDates = {
  effective_filing_date: {
    date: '2004-02-06',
    exact: false,
    earliest_possible: true,
    basis:
      "earliest of its own filing date (2021-01-05) and the 12 application(s) it claims: provisional 60542532 filed 2004-02-06 (35 U.S.C. 119(e)); earliest possible: new matter in the continuation-in-part takes the CIP's filing date",
    citations: [cite('100(i)(1)'), cite('119(e)')],
  },
  term_start: {
    date: '2004-04-14',
    exact: true,
    basis:
      'earliest US non-provisional filing it claims: division 10/824,944 filed 2004-04-14 (35 U.S.C. 121)',
    citations: [cite('154(a)(2)'), cite('154(a)(3)')],
  },
  expiry: {
    date: '2025-02-12',
    exact: true,
    basis: '20 years from 2004-04-14 plus 304 days of patent term adjustment',
    citations: [cite('154(a)(2)'), cite('154(b)')],
    pta_days: 304,
    terminal_disclaimer: false,
    lapsed: false,
  },
  claimed: [],
};

function renderDialog(patent = makePatent()) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <PatentDetailDialog patent={patent} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe(PatentDetailDialog.name, () => {
  it('shows each date with its basis, whether it is exact, and the law with its revision', async () => {
    const { calls } = mockApi({ 'GET /api/patents/11646472': () => ({ body: { ...makePatent(), dates } }) });
    const user = userEvent.setup();
    renderDialog();
    expect(calls.some((c) => c.path === '/api/patents/11646472')).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Dates' }));
    const panel = await screen.findByRole('tabpanel');
    const efd = (await within(panel).findByText('Effective filing date')).closest('section')!;
    expect(within(efd).getByText('Feb 06, 2004')).toBeInTheDocument();
    expect(within(efd).getByText('Earliest possible')).toBeInTheDocument();
    expect(
      within(efd).getByText(/new matter in the continuation-in-part takes the CIP's filing date/),
    ).toBeInTheDocument();
    expect(within(efd).getByRole('link', { name: '35 U.S.C. § 119(e)' })).toHaveAttribute(
      'href',
      'https://www.law.cornell.edu/uscode/text/35/119',
    );
    expect(within(efd).getByText(`Text: ${revision}`)).toBeInTheDocument();
    const expiry = within(panel).getByText('Expiry').closest('section')!;
    expect(within(expiry).getByText('Feb 12, 2025')).toBeInTheDocument();
    expect(within(expiry).getByText('Exact')).toBeInTheDocument();
    expect(within(expiry).getByText(/304 days of patent term adjustment/)).toBeInTheDocument();
    expect(within(panel).getByText('Apr 14, 2004')).toBeInTheDocument();
  });

  it("shows under the expiry the term status with the search result's fee caveat", async () => {
    const term =
      'status unknown: the 3.5-year maintenance fee was payable with the surcharge until 2008-04-14 and the fee payment record was not available; if unpaid, the patent expired as of 2008-04-14 (35 U.S.C. 41(b); 37 CFR 1.362(g)); if every fee was paid, it runs until 2025-02-12';
    mockApi({ 'GET /api/patents/11646472': () => ({ body: { ...makePatent(), dates } }) });
    const user = userEvent.setup();
    renderDialog(makePatent({ term_status: term }));
    await user.click(screen.getByRole('tab', { name: 'Dates' }));
    const panel = await screen.findByRole('tabpanel');
    const expiry = (await within(panel).findByText('Expiry')).closest('section')!;
    expect(within(expiry).getByText(`Status: ${term}`)).toBeInTheDocument();
  });

  it('shows an expiry the record cannot give as N/A, with the reason (no filing date in the record)', async () => {
    const basis =
      'not assessed: no filing date in the record. The term runs 20 years from the earliest US non-provisional filing plus any adjustment';
    const unknown: PatentDates = {
      ...dates,
      effective_filing_date: {
        ...dates.effective_filing_date,
        date: null,
        exact: false,
        earliest_possible: false,
      },
      expiry: { ...dates.expiry, date: null, exact: false, basis, pta_days: null },
    };
    mockApi({ 'GET /api/patents/11646472': () => ({ body: { ...makePatent(), dates: unknown } }) });
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Dates' }));
    const expiry = (await screen.findByText('Expiry')).closest('section')!;
    expect(within(expiry).getByText('N/A')).toBeInTheDocument();
    expect(within(expiry).getByText('Not exact')).toBeInTheDocument();
    expect(within(expiry).getByText(basis)).toBeInTheDocument();
  });

  it('marks a terminal disclaimer and a lapse, and says so when the dates are not available', async () => {
    const bounded = {
      ...dates,
      expiry: { ...dates.expiry, exact: false, terminal_disclaimer: true, lapsed: true },
    };
    mockApi({ 'GET /api/patents/11646472': () => ({ body: { ...makePatent(), dates: bounded } }) });
    const user = userEvent.setup();
    const { unmount } = renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Dates' }));
    const expiry = (await screen.findByText('Expiry')).closest('section')!;
    // Term start and adjustment known: the disclaimer makes the date the latest day, not an unknown one.
    expect(within(expiry).getByText('At the latest')).toBeInTheDocument();
    expect(within(expiry).queryByText('Not exact')).toBeNull();
    expect(within(expiry).getByText('Terminal disclaimer')).toBeInTheDocument();
    expect(within(expiry).getByText('Lapsed')).toBeInTheDocument();
    unmount();

    // Adjustment not in the data: the date itself is uncertain.
    const unknownPta = { ...bounded, expiry: { ...bounded.expiry, pta_days: null } };
    mockApi({ 'GET /api/patents/11646472': () => ({ body: { ...makePatent(), dates: unknownPta } }) });
    const second = renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Dates' }));
    const expiry2 = (await screen.findByText('Expiry')).closest('section')!;
    expect(within(expiry2).getByText('Not exact')).toBeInTheDocument();
    second.unmount();

    mockApi({ 'GET /api/patents/11646472': () => ({ status: 500, body: { message: 'down' } }) });
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Dates' }));
    expect(await screen.findByText('Dates are not available for this patent')).toBeInTheDocument();
  });

  it('lists every claim on the Claims tab, marking independent ones and naming dependencies', async () => {
    const claims = [
      { number: 1, text: '1. A battery comprising a protected anode.', dependsOn: [] },
      { number: 2, text: '2. The battery of claim 1, wherein the anode is lithium.', dependsOn: [1] },
      { number: 3, text: '3. The battery of claims 1 or 2, further comprising seawater.', dependsOn: [1, 2] },
    ];
    const { calls } = mockApi({
      'GET /api/patents/11646472': () => ({ body: { ...makePatent(), claims, citations: [], cited_by: [] } }),
    });
    const user = userEvent.setup();
    renderDialog();
    expect(calls.some((c) => c.path === '/api/patents/11646472')).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Claims' }));
    const first = await screen.findByRole('listitem', { name: 'Claim 1' });
    expect(within(first).getByText('Independent')).toBeInTheDocument();
    // Under the heading 'Claim 1' the text goes without the number the grant prints before it.
    expect(within(first).getByText('A battery comprising a protected anode.')).toBeInTheDocument();
    expect(within(first).queryByText(claims[0].text)).toBeNull();
    const second = screen.getByRole('listitem', { name: 'Claim 2' });
    expect(within(second).getByText('Depends on claim 1')).toBeInTheDocument();
    expect(within(second).queryByText('Independent')).toBeNull();
    expect(
      within(screen.getByRole('listitem', { name: 'Claim 3' })).getByText('Depends on claims 1 and 2'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 claims, 1 independent')).toBeInTheDocument();
  });

  it('lists the cited documents and the corpus patents citing this one on the Citations tab', async () => {
    const citations = [
      {
        document_number: '3343988',
        country: 'US',
        kind: 'A',
        name: 'Friend',
        date: '19670900',
        category: 'cited by applicant',
      },
      {
        document_number: 'Visco et al., Lithium seawater cells',
        country: null,
        kind: 'npl',
        name: null,
        date: null,
        category: 'cited by examiner',
      },
    ];
    const citedBy = [
      { patent_number: '8088102', patent_title: 'Dynamic lightweight cell', patent_date: '2012-01-03' },
    ];
    mockApi({
      'GET /api/patents/11646472': () => ({
        body: { ...makePatent(), claims: [], citations, cited_by: citedBy },
      }),
    });
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Citations' }));
    const cited = await screen.findByRole('link', { name: 'US3343988 A' });
    expect(cited).toHaveAttribute('href', 'https://patents.google.com/patent/US3343988');
    expect(screen.getByText(/Friend, Sep 1967/)).toBeInTheDocument();
    expect(screen.getByText('Visco et al., Lithium seawater cells')).toBeInTheDocument();
    expect(screen.getByText('US8088102')).toBeInTheDocument();
    expect(screen.getByText(/Dynamic lightweight cell, Jan 03, 2012/)).toBeInTheDocument();
  });

  it('says so when a patent has no claims, no citations and no citing patents', async () => {
    mockApi({
      'GET /api/patents/11646472': () => ({
        body: { ...makePatent(), claims: [], citations: [], cited_by: [] },
      }),
    });
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Claims' }));
    expect(await screen.findByText('No claims available for this patent')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Citations' }));
    expect(screen.getByText('No cited documents recorded for this patent')).toBeInTheDocument();
    expect(screen.getByText('No patent in the corpus cites this one')).toBeInTheDocument();
  });
});
