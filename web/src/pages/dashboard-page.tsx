import {
  BarChart3,
  Bookmark,
  MessageSquare,
  PenTool,
  Search,
  Settings,
  Shield,
  Target,
  User as UserIcon,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { SignOutLink } from '@/components/sign-out-link';
import { StatsCard } from '@/components/stats-card';
import { UserSummary } from '@/components/user-summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useGetUser } from '@/hooks/use-get-user';
import { displayName } from '@/lib/user-display';

const MAIN_CARDS = [
  {
    to: '/search',
    icon: Search,
    title: 'Patent Search',
    lines: ['Search USPTO', 'Find patents & prior art'],
  },
  { to: '/saved', icon: Bookmark, title: 'Saved Patents', lines: ['My Collection'] },
  { to: '/assistant', icon: MessageSquare, title: 'AI chat', lines: ['Get expert guidance'] },
  { to: '/writing', icon: PenTool, title: 'Patent Writing', lines: ['Draft Patents', 'AI-powered drafting'] },
] as const;

const TOOLS = [
  { to: '/analysis', icon: BarChart3, title: 'Analysis Dashboard' },
  { to: '/strategy', icon: Target, title: 'Strategy Advisor' },
  { to: '/profile', icon: UserIcon, title: 'Profile Settings' },
] as const;

export default function DashboardPage() {
  const { user } = useGetUser();
  const navigate = useNavigate();
  return (
    <div>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b bg-card px-4 py-3">
        <span className="flex items-center gap-2 font-bold">
          <Shield className="h-6 w-6 text-primary" aria-hidden />
          Patent Hub
        </span>
        <div className="flex min-w-0 items-center gap-2">
          <UserSummary user={user} />
          <Button variant="ghost" size="icon" aria-label="Settings" onClick={() => navigate('/profile')}>
            <Settings className="h-4 w-4" aria-hidden />
          </Button>
          <SignOutLink variant="outline" size="sm" label="Log Out" />
        </div>
      </header>
      <div className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
        <section>
          <h1 className="text-2xl font-bold sm:text-3xl">
            Welcome back, {user?.firstName || displayName(user)}!
          </h1>
          <p className="text-muted-foreground">Your patent intelligence hub is ready</p>
        </section>
        <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Main tools">
          {MAIN_CARDS.map(({ to, icon: Icon, title, lines }) => (
            <Link key={to} to={to} className="rounded-lg">
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <Icon className="h-8 w-8 text-primary" aria-hidden />
                  <CardTitle>{title}</CardTitle>
                  {lines.map((l) => (
                    <CardDescription key={l}>{l}</CardDescription>
                  ))}
                </CardHeader>
              </Card>
            </Link>
          ))}
        </section>
        <div className="grid gap-4 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Recent Activity</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-center">
              <p className="font-medium">Get started by searching for patents</p>
              <Button asChild>
                <Link to="/search">
                  <Search className="h-4 w-4" aria-hidden />
                  Search
                </Link>
              </Button>
              <p className="text-sm text-muted-foreground">
                Your recent patent searches and analyses will appear here
              </p>
            </CardContent>
          </Card>
          <StatsCard />
        </div>
        <section aria-labelledby="advanced-tools">
          <h2 id="advanced-tools" className="mb-3 text-xl font-semibold">
            Advanced Tools
          </h2>
          <div className="grid gap-4 sm:grid-cols-3">
            {TOOLS.map(({ to, icon: Icon, title }) => (
              <Link key={to} to={to} className="rounded-lg">
                <Card className="flex items-center gap-3 p-4 transition-shadow hover:shadow-md">
                  <Icon className="h-6 w-6 text-primary" aria-hidden />
                  <span className="font-medium">{title}</span>
                </Card>
              </Link>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
