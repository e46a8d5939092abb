import { ChevronLeft, ChevronRight, Folder, Settings, Shield } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { UserSummary } from '@/components/user-summary';
import { useGetCollections } from '@/hooks/use-get-collections';
import { useGetSavedPatents } from '@/hooks/use-get-saved-patents';
import { useGetUser } from '@/hooks/use-get-user';
import { useLocalStorageState } from '@/hooks/use-local-storage-state';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { cn } from '@/lib/utils';
import { AI_NAV, MAIN_NAV } from './nav-items';

type Item = (typeof MAIN_NAV)[number] | (typeof AI_NAV)[number];

interface BodyProps {
  collapsed: boolean;
  /** Called when a link or the settings button is used (the phone drawer closes). */
  onNavigate?: () => void;
}

function NavItem({ item, collapsed, badge, onNavigate }: BodyProps & { item: Item; badge?: number }) {
  const Icon = item.icon;
  const link = (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      aria-label={item.label}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-muted',
          isActive && 'bg-secondary text-secondary-foreground',
        )
      }
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden />
      <span className={cn('flex-1 truncate', collapsed && 'sr-only')}>{item.label}</span>
      {badge !== undefined && !collapsed ? <Badge variant="secondary">{badge}</Badge> : null}
    </NavLink>
  );
  return collapsed ? <Tooltip content={item.label}>{link}</Tooltip> : link;
}

/** The sidebar's links, collections and footer: in the rail from medium screens up, in the drawer on phones. */
export function SidebarBody({ collapsed, onNavigate }: BodyProps) {
  const { user } = useGetUser();
  const saved = useGetSavedPatents();
  const collections = useGetCollections();
  const navigate = useNavigate();
  const labelClass = collapsed ? 'sr-only' : undefined;
  return (
    <>
      <nav className="flex-1 space-y-4 overflow-y-auto p-2" aria-label="Main navigation">
        <div className="space-y-1">
          <p className={cn('px-3 text-xs font-semibold uppercase text-muted-foreground', labelClass)}>Main</p>
          {MAIN_NAV.map((item) => (
            <NavItem
              key={item.to}
              item={item}
              collapsed={collapsed}
              onNavigate={onNavigate}
              badge={item.to === '/saved' ? (saved.data?.length ?? 0) : undefined}
            />
          ))}
        </div>
        <div className="space-y-1">
          <p className={cn('px-3 text-xs font-semibold uppercase text-muted-foreground', labelClass)}>
            AI Tools
          </p>
          {AI_NAV.map((item) => (
            <NavItem key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
          ))}
        </div>
        {!collapsed ? (
          <div className="space-y-1">
            <p className="px-3 text-xs font-semibold uppercase text-muted-foreground">Collections</p>
            <ul>
              {(collections.data ?? []).map((c) => (
                <li key={c.id}>
                  {/* SPEC §2: clicking a collection does nothing yet. */}
                  <button
                    type="button"
                    className="flex h-9 w-full items-center gap-3 rounded-md px-3 text-left text-sm hover:bg-muted"
                  >
                    <Folder className="h-4 w-4 shrink-0" aria-hidden />
                    <span className="min-w-0 flex-1 truncate">{c.name}</span>
                    <span className="text-xs text-muted-foreground">{c.patentIds?.length ?? 0}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </nav>
      <div className="flex items-center gap-2 border-t p-2">
        <UserSummary user={user} avatarClass={collapsed ? 'hidden' : undefined} textClass={labelClass} />
        <Button
          variant="ghost"
          size="icon"
          aria-label="Settings"
          onClick={() => {
            onNavigate?.();
            navigate('/profile');
          }}
        >
          <Settings className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </>
  );
}

export const Logo = ({ className }: { className?: string }) => (
  <span className={cn('items-center gap-2 font-bold', className)}>
    <Shield className="h-5 w-5 text-primary" aria-hidden />
    Patent Hub
  </span>
);

/** SPEC §2: 16 units collapsed, 64 expanded (remembered under 'sidebar-collapsed'); a drawer on phones instead. */
export function Sidebar() {
  const [collapsed, setCollapsed] = useLocalStorageState(STORAGE_KEYS.sidebarCollapsed, false);
  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={cn(
        'sticky top-0 hidden h-screen shrink-0 flex-col border-r bg-card transition-all md:flex',
        collapsed ? 'w-16' : 'w-16 md:w-64',
      )}
    >
      <div className="flex h-14 items-center justify-between gap-2 border-b px-3">
        <Logo className={collapsed ? 'hidden' : 'flex'} />
        <Button
          variant="ghost"
          size="icon"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((c) => !c)}
        >
          {collapsed ? (
            <ChevronRight className="h-4 w-4" aria-hidden />
          ) : (
            <ChevronLeft className="h-4 w-4" aria-hidden />
          )}
        </Button>
      </div>
      <SidebarBody collapsed={collapsed} />
    </aside>
  );
}
