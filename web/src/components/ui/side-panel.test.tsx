import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SidePanel } from './side-panel';

/** A card's button opening the panel the way the search screen does: no Dialog.Trigger, the panel unmounts on close. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Save</button>
      <button type="button" onClick={() => setOpen(true)}>
        AI Analyze
      </button>
      {open ? (
        <SidePanel title="AI Patent Analysis" description="US11646472" onClose={() => setOpen(false)}>
          <button type="button">Download Report</button>
        </SidePanel>
      ) : null}
    </>
  );
}

describe(SidePanel.name, () => {
  it('gives the focus back to the button that opened it on Escape (issue 23)', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'AI Analyze' });
    await user.click(opener);
    const panel = await screen.findByRole('dialog', { name: /AI Patent Analysis/ });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('and on its Close button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'AI Analyze' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
