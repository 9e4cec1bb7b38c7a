import { activeNavEntry } from '@eventos/domain';
import { LogIn, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LazyNotificationBell } from '../../features/notifications/components/notification-bell-lazy.tsx';
import { LazyThemeControls } from '../../features/theme/components/theme-controls-lazy.tsx';
import { cn } from '../../lib/cn.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { entryPaths, SIDEBAR_ITEMS, type StaffRole, shownNavItems } from './nav-items.ts';
import { SidebarNavItem } from './sidebar-nav-item.tsx';
import { SignOutButton } from './sign-out-button.tsx';

interface SidebarProps {
  signedIn: boolean;
  staffRole: StaffRole;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * The side navigation on tablet and desktop (spec §2): w-48 expanded, w-20 collapsed. One entry's
 * children are listed at a time (the current entry's at first), and the rows are packed so that
 * the longest list, the profile's with the admin entry, fits a 768 px tall screen unscrolled.
 */
export function Sidebar({ signedIn, staffRole, expanded, onToggle }: SidebarProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const ToggleIcon = expanded ? PanelLeftClose : PanelLeftOpen;
  const items = shownNavItems(SIDEBAR_ITEMS, staffRole);
  const activeId = activeNavEntry(
    pathname,
    items.map((item) => ({ id: item.id, paths: entryPaths(item) })),
  );
  const [openId, setOpenId] = useState(activeId);
  // Moving to another entry's page lists that entry's children.
  const [shownFor, setShownFor] = useState(activeId);
  if (shownFor !== activeId) {
    setShownFor(activeId);
    setOpenId(activeId);
  }

  return (
    <aside
      aria-label={t('sidebar.label')}
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col gap-1 border-outline-variant/60 border-e bg-surface px-2 py-2 transition-[width] duration-200 motion-reduce:transition-none',
        expanded ? 'w-48' : 'w-20 items-center',
      )}
    >
      <BrandLogo signedIn={signedIn} showName={expanded} to="/events" />
      {!signedIn && pathname === '/events' ? (
        <Link
          to="/auth"
          aria-label={expanded ? undefined : t('access')}
          className={buttonClasses('primary', expanded ? 'md' : 'icon')}
        >
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {expanded ? t('access') : null}
        </Link>
      ) : null}
      <nav aria-label={t('nav.label')} className="min-h-0 flex-1 overflow-y-auto">
        <ul className="flex flex-col gap-0.5">
          {items.map((item) => (
            <SidebarNavItem
              key={item.id}
              item={item}
              expanded={expanded}
              active={item.id === activeId}
              open={openId === item.id}
              onOpenChange={(open) => setOpenId(open ? item.id : null)}
              onExpand={onToggle}
            />
          ))}
        </ul>
      </nav>
      <SignOutButton
        iconOnly={!expanded}
        className={cn('px-3 text-on-surface hover:bg-on-surface/8', expanded ? 'w-full' : 'justify-center')}
      />
      {/* The bell sits with the theme toggle: a row of its own would push the menu into scrolling. */}
      <div className={cn('flex items-center', expanded ? 'justify-between' : 'flex-col gap-1')}>
        <div className={cn('flex items-center gap-1', !expanded && 'flex-col')}>
          {signedIn ? <LazyNotificationBell placement="sidebar" /> : null}
          <LazyThemeControls signedIn={signedIn} />
        </div>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-label={expanded ? t('sidebar.collapse') : t('sidebar.expand')}
          className={buttonClasses('ghost', 'icon')}
        >
          <ToggleIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
    </aside>
  );
}
