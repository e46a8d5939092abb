import type { Page } from '@playwright/test';

/** A state-changing call from the signed-in browser session (cookies plus the CSRF header the app sends). */
export async function browserApi(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ([m, u, b]) => {
      const csrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('ph_csrf='))
          ?.slice(8) ?? '',
      );
      const res = await fetch(u, {
        method: m,
        credentials: 'include',
        headers: { 'x-csrf-token': csrf, ...(b === undefined ? {} : { 'content-type': 'application/json' }) },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: res.status, json, text };
    },
    [method, url, body] as const,
  );
}
