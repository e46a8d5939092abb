import {
  BarChart3,
  Brain,
  Clock,
  FileText,
  Gift,
  Lightbulb,
  Lock,
  Scale,
  Search,
  Shield,
} from 'lucide-react';
import { goTo } from '@/lib/browser-navigation';
import { LOGIN_PATH } from '@/api/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export const SERVICES = [
  {
    icon: Search,
    title: 'Patent Research and Analytics',
    text: 'Search and analyse patents and prior art with AI assistance.',
  },
  {
    icon: Scale,
    title: 'AI-Assisted Patent Prosecution Support',
    text: 'Support through examination, from office actions to claim amendments.',
  },
  {
    icon: Lightbulb,
    title: 'Strategic IP Consulting',
    text: 'Shape filing and portfolio strategy around your business goals.',
  },
  {
    icon: FileText,
    title: 'AI-Assisted Document Preparation',
    text: 'Draft abstracts, claims and descriptions faster.',
  },
  {
    icon: BarChart3,
    title: 'Patent Portfolio Analysis',
    text: 'Understand the strength and coverage of your portfolio.',
  },
  {
    icon: Lock,
    title: 'Confidential and Secure Handling',
    text: 'Your inventions stay private and protected.',
  },
] as const;

const HIGHLIGHTS = [
  { icon: Brain, title: 'AI-Powered Patent Search' },
  { icon: Gift, title: 'Free Beta Access' },
  { icon: Clock, title: '24/7 Platform Access' },
] as const;

const toLogin = () => goTo(LOGIN_PATH);

export function LandingPage() {
  return (
    <div className="min-h-screen bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3">
          <a href="/" className="flex items-center gap-2 text-lg font-bold">
            <Shield className="h-6 w-6 text-primary" aria-hidden />
            Patent Hub
          </a>
          <Button variant="outline" onClick={toLogin}>
            Client Login
          </Button>
        </div>
      </header>
      <main>
        <section className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">
            AI-Powered Intellectual Property Services
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-muted-foreground sm:text-lg">
            Patent research, drafting and strategy for inventors, enterprises and IP practitioners, powered by
            AI.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={toLogin}>
              Sign Up for Free
            </Button>
            <Button size="lg" variant="outline" asChild>
              <a href="#services">View Services</a>
            </Button>
          </div>
          <ul className="mt-10 grid gap-3 sm:grid-cols-3">
            {HIGHLIGHTS.map(({ icon: Icon, title }) => (
              <li
                key={title}
                className="flex items-center justify-center gap-2 rounded-md bg-muted p-3 text-sm font-medium"
              >
                <Icon className="h-4 w-4 text-primary" aria-hidden />
                {title}
              </li>
            ))}
          </ul>
        </section>
        <section id="services" className="bg-muted/50 px-4 py-16" aria-labelledby="services-heading">
          <div className="mx-auto max-w-6xl">
            <h2 id="services-heading" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
              Our Services
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {SERVICES.map(({ icon: Icon, title, text }) => (
                <Card key={title}>
                  <CardHeader>
                    <Icon className="h-8 w-8 text-primary" aria-hidden />
                    <CardTitle>{title}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="text-sm text-muted-foreground">{text}</p>
                  </CardContent>
                </Card>
              ))}
            </div>
          </div>
        </section>
        <section className="px-4 py-16 text-center">
          <h2 className="text-2xl font-bold">Ready to protect your ideas?</h2>
          <Button size="lg" className="mt-6" onClick={toLogin}>
            Get Started Free
          </Button>
        </section>
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        © 2026 Patent Hub. All rights reserved.
      </footer>
    </div>
  );
}
