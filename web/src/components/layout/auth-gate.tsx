import { Outlet, useLocation } from 'react-router';
import { useGetUser } from '@/hooks/use-get-user';
import { LandingPage } from '@/pages/landing-page';
import { AppLayout } from './app-layout';
import { tabTitle, useDocumentTitle, useRouteTitle } from './document-title';

/**
 * Paths whose screen handles the signed-out state itself. SPEC §4/§8: /profile signed out shows the
 * 'Unauthorized' toast and then goes to the login path, so it must get past the gate.
 */
const SELF_GUARDED = new Set(['/profile']);

/**
 * SPEC §2: while the sign-in state loads or when signed out, every other path (/ and the catch-all)
 * shows the landing screen; signed in, the route table applies inside the app layout.
 */
export function AuthGate() {
  const { isAuthenticated, isLoading } = useGetUser();
  const { pathname } = useLocation();
  const selfGuarded = SELF_GUARDED.has(pathname.replace(/\/+$/, '') || '/');
  const landing = !isAuthenticated && !(selfGuarded && !isLoading);
  const screen = useRouteTitle();
  useDocumentTitle(tabTitle(landing ? undefined : screen));
  if (landing) return <LandingPage />;
  if (!isAuthenticated) return <Outlet />;
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
