import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Toaster } from '@/components/ui/toaster';
import { toast } from './use-toast';
import { toastPlacement } from './use-toast-placement';

describe(toastPlacement.name, () => {
  it('leaves the toasts where they are with no dialog open', () => {
    expect(toastPlacement([], 1280)).toBeNull();
  });

  it('moves them just left of the analysis panel docked on the right (96 units)', () => {
    expect(toastPlacement([{ left: 896, right: 1280 }], 1280)).toEqual({ right: 384, maxWidth: 420 });
  });

  it('keeps them at the right edge, narrower, beside a centred dialog', () => {
    expect(toastPlacement([{ left: 384, right: 896 }], 1280)).toEqual({ right: 0, maxWidth: 384 });
    expect(toastPlacement([{ left: 200, right: 700 }], 1280)).toEqual({ right: 0, maxWidth: 420 });
  });

  it('takes every open dialog into account', () => {
    expect(
      toastPlacement(
        [
          { left: 384, right: 896 },
          { left: 896, right: 1280 },
        ],
        1280,
      ),
    ).toEqual({ right: 896, maxWidth: 384 });
  });

  it('leaves them at the bottom, with the dialogs ending above them, when no side has room (phones)', () => {
    expect(toastPlacement([{ left: 0, right: 375 }], 375)).toBe('below');
    expect(toastPlacement([{ left: 12, right: 363 }], 375)).toBe('below');
  });

  // Attorney review (issue 23): from about 770 to 1000 px a toast covered the centred detail dialog (max-w-3xl).
  it.each([770, 800, 1000, 1300, 1400])(
    'never leaves them over the centred detail dialog at %i px',
    (width) => {
      const dialog = Math.min(width - 24, 768);
      const box = { left: (width - dialog) / 2, right: (width + dialog) / 2 };
      const placed = toastPlacement([box], width);
      if (placed === 'below') return;
      // Beside it: the viewport's left edge (right offset + width) stays right of the dialog.
      const { right, maxWidth } = placed as { right: number; maxWidth: number };
      expect(width - right - maxWidth).toBeGreaterThanOrEqual(box.right);
    },
  );
});

describe('Toaster beside an open dialog', () => {
  it('places the toast viewport left of a panel on the right while a toast shows', () => {
    const panel = document.createElement('div');
    panel.setAttribute('role', 'dialog');
    panel.getBoundingClientRect = () =>
      ({ left: 640, right: 1024, top: 0, bottom: 768, width: 384, height: 768 }) as DOMRect;
    document.body.appendChild(panel);
    try {
      render(<Toaster />);
      const region = screen.getByRole('region', { name: 'Notifications' });
      const list = region.querySelector('ol')!;
      expect(list.style.right).toBe('');
      act(() => void toast({ title: 'Analysis completed' }));
      expect(list.style.right).toBe(`${window.innerWidth - 640}px`);
      expect(list.style.maxWidth).toBe('420px');
    } finally {
      panel.remove();
    }
  });
});

describe('Toaster under a centred dialog with no room beside it', () => {
  it('keeps the toast at the bottom and has the dialog end above it while the toast shows', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dialog>
          <DialogTrigger>Open details</DialogTrigger>
          <DialogContent title="US10000000">Details</DialogContent>
        </Dialog>
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'US10000000' });
    // 800 px wide: the detail dialog leaves 16 px on each side.
    dialog.getBoundingClientRect = () =>
      ({ left: 16, right: 784, top: 40, bottom: 760, width: 768, height: 720 }) as DOMRect;
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(800);
    const list = screen.getByRole('region', { name: 'Notifications' }).querySelector('ol')!;
    list.getBoundingClientRect = () => ({ top: 696, bottom: 800, height: 104, width: 420 }) as DOMRect;
    const room = () => document.documentElement.style.getPropertyValue('--toast-room');
    expect(room()).toBe('');
    let shown = { dismiss: () => {} };
    act(() => void (shown = toast({ title: 'Patent saved' })));
    expect(list.style.right).toBe('');
    expect(room()).toBe('104px');
    // The dialog: at most 90 % of the height less the toast's, centred in the height above it.
    expect(dialog.style.maxHeight).toBe('calc(90vh - var(--toast-room, 0px))');
    expect(dialog.style.top).toBe('calc(50% - var(--toast-room, 0px) / 2)');
    act(() => shown.dismiss());
    expect(room()).toBe('');
    vi.restoreAllMocks();
  });
});
