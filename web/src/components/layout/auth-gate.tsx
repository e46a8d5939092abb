import { Outlet } from 'react-router';
import { useGetUser } from '@/hooks/use-get-user';
import { LandingPage } from '@/pages/landing-page';
import { AppLayout } from './app-layout';

/**
 * SPEC §2: while the sign-in state loads or when signed out, every path (/ and the catch-all)
 * shows the landing screen; signed in, the route table applies inside the app layout.
 */
export function AuthGate() {
  const { isAuthenticated, isLoading } = useGetUser();
  if (isLoading || !isAuthenticated) return <LandingPage />;
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
