import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast } from '@/hooks/use-toast';
import { Dialog, DialogContent, DialogTrigger } from './dialog';
import { SidePanel } from './side-panel';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from './tooltip';
import { Toaster } from './toaster';

describe(Toaster.name, () => {
  it('returns the constants of the spec', () => {
    expect([TOAST_LIMIT, TOAST_REMOVE_DELAY, TOAST_DURATION, TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY]).toEqual([
      1, 1_000_000, 5000, 700, 300,
    ]);
  });

  it('returns one toast at a time, the newest replacing the last', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'one' });
      toast({ title: 'Second', description: 'two' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
  });

  it('returns the destructive variant when asked', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Bad', variant: 'destructive' }));
    expect(screen.getByText('Bad').closest('li')).toHaveAttribute('data-variant', 'destructive');
  });

  it('returns focus to the Notifications region on F8', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Hello' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('returns no toast after the close button is pressed', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Closable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Closable')).not.toBeInTheDocument());
  });

  it('returns no toast once 5000 ms have passed', () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => void toast({ title: 'Brief' }));
      act(() => vi.advanceTimersByTime(4900));
      expect(screen.getByText('Brief')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Brief')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns a viewport 420 px wide from medium screens up', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Wide' }));
    expect(
      screen.getByRole('region', { name: 'Notifications' }).querySelector('ol')?.className ??
        screen.getByRole('list').className,
    ).toContain('md:max-w-[420px]');
  });
});

describe('Toaster under a modal', () => {
  it('returns the Notifications region exposed to screen readers while a dialog is open', async () => {
    const { Dialog, DialogContent } = await import('./dialog');
    render(
      <>
        <main>behind</main>
        <Dialog open>
          <DialogContent title="A dialog">inside</DialogContent>
        </Dialog>
        <Toaster />
      </>,
    );
    act(() => void toast({ title: 'Saved while the dialog is open' }));
    await screen.findByRole('dialog', { name: 'A dialog' });
    // The app behind the modal is hidden; the toast and its region are not.
    await waitFor(() => expect(screen.getByText('behind').closest('[aria-hidden="true"]')).not.toBeNull());
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('Saved while the dialog is open');
  });
});

// Attorney review (issue 23): a toast shown over an open dialog took the first Escape (Radix gives Escape to the
// newest layer, the toast), while the user was working in the dialog.
describe('Escape with a toast over an open dialog', () => {
  it('closes the dialog the focus is in and leaves the toast', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dialog>
          <DialogTrigger>Open details</DialogTrigger>
          <DialogContent title="US10000000">
            <input aria-label="Notes" />
          </DialogContent>
        </Dialog>
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    act(() => void toast({ title: 'Patent saved' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'US10000000' })).toBeNull());
    expect(screen.getByText('Patent saved')).toBeInTheDocument();
    // The focus is back on the page (the trigger): the next Escape is the toast's.
    expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Patent saved')).toBeNull());
  });

  it('closes the side panel the focus is in and leaves the toast', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <>
        <SidePanel title="AI Analysis" description="US10000000" onClose={onClose}>
          <button type="button">Re-analyze</button>
        </SidePanel>
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Re-analyze' }));
    act(() => void toast({ title: 'Analysis completed' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Analysis completed')).toBeInTheDocument();
  });

  it('still closes the toast on Escape when no dialog holds the focus', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void toast({ title: 'Hello' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Hello')).toBeNull());
  });
});
