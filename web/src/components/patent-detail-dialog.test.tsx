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
    basis: 'earliest US non-provisional filing it claims: division 10824944 filed 2004-04-14 (35 U.S.C. 121)',
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

function renderDialog() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <PatentDetailDialog patent={makePatent()} onClose={() => {}} />
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
    expect(within(expiry).getByText('Not exact')).toBeInTheDocument();
    expect(within(expiry).getByText('Terminal disclaimer')).toBeInTheDocument();
    expect(within(expiry).getByText('Lapsed')).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/patents/11646472': () => ({ status: 500, body: { message: 'down' } }) });
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Dates' }));
    expect(await screen.findByText('Dates are not available for this patent')).toBeInTheDocument();
  });
});
