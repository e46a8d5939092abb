import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('leaves them at the bottom when no side has room (phones: a full-width panel)', () => {
    expect(toastPlacement([{ left: 0, right: 375 }], 375)).toBeNull();
    expect(toastPlacement([{ left: 12, right: 363 }], 375)).toBeNull();
  });
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
