import type { MouseEvent, ReactNode } from 'react';
import { NavDrawer } from './nav-drawer';
import { Logo, Sidebar } from './sidebar';

const MAIN_ID = 'main-content';

/** Moves the focus itself: the router would otherwise treat the fragment as a navigation. */
const skipToMain = (e: MouseEvent<HTMLAnchorElement>) => {
  e.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
};

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-background md:flex-row">
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToMain}
        className="sr-only z-[200] rounded-md bg-card px-4 py-2 font-medium shadow-lg focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-card px-2 md:hidden">
        <NavDrawer />
        <Logo className="flex" />
      </header>
      <Sidebar />
      <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
