import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { AuthGate } from '@/components/layout/auth-gate';
import type { RouteHandle } from '@/components/layout/document-title';
import { Spinner } from '@/components/ui/spinner';
import { RouteError } from '@/pages/route-error';

// Each screen is its own chunk (route-level code splitting). React.lazy rather than the router's
// `lazy` so the landing screen renders at once for signed-out visitors, without loading a screen.
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
};

/** The screen's name in the browser tab (see AuthGate). */
const screen = (title: string): RouteHandle => ({ title });

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AuthGate />,
    errorElement: <RouteError />,
    children: [
      { index: true, handle: screen('Dashboard'), element: page(() => import('@/pages/dashboard-page')) },
      { path: 'search', handle: screen('Search'), element: page(() => import('@/pages/search-page')) },
      { path: 'saved', handle: screen('Saved Patents'), element: page(() => import('@/pages/saved-page')) },
      {
        path: 'analysis',
        handle: screen('Analysis Dashboard'),
        element: page(() => import('@/pages/analysis-page')),
      },
      {
        path: 'assistant',
        handle: screen('AI Assistant'),
        element: page(() => import('@/pages/assistant-page')),
      },
      {
        path: 'writing',
        handle: screen('Patent Writing'),
        element: page(() => import('@/pages/writing-page')),
      },
      {
        path: 'strategy',
        handle: screen('Strategy Advisor'),
        element: page(() => import('@/pages/strategy-page')),
      },
      {
        path: 'profile',
        handle: screen('Profile Settings'),
        element: page(() => import('@/pages/profile-page')),
      },
      { path: '*', handle: screen('Page Not Found'), element: page(() => import('@/pages/not-found-page')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
