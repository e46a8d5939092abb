import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePatent } from '@/test/fixtures';
import { PatentCard } from './patent-card';

const noop = () => {};

describe(PatentCard.name, () => {
  it('returns at most 3 classifications and a +N more note', () => {
    render(<PatentCard patent={makePatent()} saved={false} saving={false} onSave={noop} onOpen={noop} />);
    expect(screen.getByText('H01M10/60')).toBeInTheDocument();
    expect(screen.getByText('B60L58/26')).toBeInTheDocument();
    expect(screen.queryByText('H01M10/625')).not.toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();
  });

  it('returns no +N more note with 3 or fewer classifications', () => {
    render(
      <PatentCard
        patent={makePatent({ cpc_classifications: ['A', 'B', 'C'] })}
        saved={false}
        saving={false}
        onSave={noop}
        onOpen={noop}
      />,
    );
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it("shows the term with the server's fee caveat under the status badge", () => {
    const term =
      'status unknown: the 3.5-year maintenance fee was payable with the surcharge until 2026-10-26 and the fee payment record was not available; if unpaid, the patent expired as of 2026-10-25 (35 U.S.C. 41(b); 37 CFR 1.362(g)); if every fee was paid, it runs until 2040-03-10';
    render(
      <PatentCard
        patent={makePatent({ term_status: term })}
        saved={false}
        saving={false}
        onSave={noop}
        onOpen={noop}
      />,
    );
    // The badge keeps the §4 status; the term says what the record cannot tell.
    expect(screen.getByText('Granted')).toBeInTheDocument();
    expect(screen.getByText(`Term: ${term}`)).toBeInTheDocument();
  });

  it('returns a disabled Saved button once saved', () => {
    render(<PatentCard patent={makePatent()} saved saving={false} onSave={noop} onOpen={noop} />);
    expect(screen.getByRole('button', { name: 'Saved' })).toBeDisabled();
  });

  it('returns the grant date, else the filing date, and a US-prefixed View Full link', () => {
    render(
      <PatentCard
        patent={makePatent({
          grant_date: null,
          app_filing_date: '2020-01-15',
          patent_type: 'design',
          patent_number: '531781',
        })}
        saved={false}
        saving={false}
        onSave={noop}
        onOpen={noop}
      />,
    );
    expect(screen.getByText('Jan 15, 2020')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View Full' });
    expect(link).toHaveAttribute('href', 'https://patents.google.com/patent/USD531781');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('opens the detail on a card click but not on its buttons', async () => {
    const onOpen = vi.fn();
    const onSave = vi.fn();
    render(<PatentCard patent={makePatent()} saved={false} saving={false} onSave={onSave} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('A system that cools battery cells.'));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('is reached by Tab as a whole and opens with Enter, but not from Enter on its buttons', async () => {
    const onOpen = vi.fn();
    const onSave = vi.fn();
    render(<PatentCard patent={makePatent()} saved={false} saving={false} onSave={onSave} onOpen={onOpen} />);
    await userEvent.tab();
    expect(screen.getByTestId('patent-card')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledOnce();
    screen.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledOnce();
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
