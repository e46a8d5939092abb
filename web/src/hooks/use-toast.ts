import { createElement, useSyncExternalStore, type ReactNode } from 'react';
import { errorMessage, rejectedInput } from '@/api/http';

/** SPEC §9: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: 'default' | 'destructive';
}
export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

export function dismissToast(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) {
    if (t.open || timers.has(t.id)) continue;
    timers.set(
      t.id,
      setTimeout(() => {
        timers.delete(t.id);
        emit(toasts.filter((x) => x.id !== t.id));
      }, TOAST_REMOVE_DELAY),
    );
  }
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Test seam: forget every toast and pending removal. */
export function resetToasts() {
  timers.forEach(clearTimeout);
  timers.clear();
  emit([]);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}

/** Failure toasts are destructive (SPEC §8): the server's message, else the situation's default. */
export function toastError(title: string, error: unknown, fallback: string) {
  const message = errorMessage(error) || fallback;
  toast({ title, description: message, variant: 'destructive' });
}

/**
 * Failure toasts whose text SPEC §8 fixes ('Failed to generate abstract'): that text always; when the
 * server refused the input (a field too long, say), its reason on a second line.
 */
export function toastFailure(title: string, text: string, error: unknown) {
  const reason = rejectedInput(error);
  const description = reason
    ? createElement(
        'span',
        null,
        createElement('span', { className: 'block' }, text),
        createElement('span', { className: 'block' }, reason),
      )
    : text;
  toast({ title, description, variant: 'destructive' });
}
