import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';

// Route chunks load lazily; the first import of a screen can take a while under a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  resetToasts();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom lacks these; Radix and the chat list use them.
// Like newer Chromium, return a promise: an effect that returns it by accident breaks React's cleanup.
if (!Element.prototype.scrollIntoView)
  Element.prototype.scrollIntoView = (() => Promise.resolve()) as unknown as () => void;
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
