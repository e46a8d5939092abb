import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const APP_NAME = 'Patent Hub';

/** What a route declares in its `handle`: the screen's name for the browser tab. */
export interface RouteHandle {
  title: string;
}

/** 'Search · Patent Hub'; the bare product name where no screen is named (the landing screen). */
export const tabTitle = (screen?: string) => (screen ? `${screen} · ${APP_NAME}` : APP_NAME);

/** The title of the deepest matched route that declares one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
