import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { AuthGate } from '@/components/layout/auth-gate';
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

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AuthGate />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: page(() => import('@/pages/dashboard-page')) },
      { path: 'search', element: page(() => import('@/pages/search-page')) },
      { path: 'saved', element: page(() => import('@/pages/saved-page')) },
      { path: 'analysis', element: page(() => import('@/pages/analysis-page')) },
      { path: 'assistant', element: page(() => import('@/pages/assistant-page')) },
      { path: 'writing', element: page(() => import('@/pages/writing-page')) },
      { path: 'strategy', element: page(() => import('@/pages/strategy-page')) },
      { path: 'profile', element: page(() => import('@/pages/profile-page')) },
      { path: '*', element: page(() => import('@/pages/not-found-page')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
