import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { AuthGate } from '@/components/layout/auth-gate';
import { RouteError } from '@/pages/route-error';

// Each screen is its own chunk (route-level code splitting); the landing ships with the entry.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AuthGate />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: page(() => import('@/pages/dashboard-page')) },
      { path: 'search', lazy: page(() => import('@/pages/search-page')) },
      { path: 'saved', lazy: page(() => import('@/pages/saved-page')) },
      { path: 'analysis', lazy: page(() => import('@/pages/analysis-page')) },
      { path: 'assistant', lazy: page(() => import('@/pages/assistant-page')) },
      { path: 'writing', lazy: page(() => import('@/pages/writing-page')) },
      { path: 'strategy', lazy: page(() => import('@/pages/strategy-page')) },
      { path: 'profile', lazy: page(() => import('@/pages/profile-page')) },
      { path: '*', lazy: page(() => import('@/pages/not-found-page')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
