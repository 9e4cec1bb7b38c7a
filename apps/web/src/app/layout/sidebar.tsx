import { LogIn, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ThemeToggle } from '../../features/theme/components/theme-toggle.tsx';
import { cn } from '../../lib/cn.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { SIDEBAR_ITEMS } from './nav-items.ts';
import { SidebarNavItem } from './sidebar-nav-item.tsx';
import { SignOutButton } from './sign-out-button.tsx';

interface SidebarProps {
  signedIn: boolean;
  isAdmin: boolean;
  expanded: boolean;
  onToggle: () => void;
}

/** The side navigation on tablet and desktop (spec §2): w-48 expanded, w-20 collapsed. */
export function Sidebar({ signedIn, isAdmin, expanded, onToggle }: SidebarProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const ToggleIcon = expanded ? PanelLeftClose : PanelLeftOpen;

  return (
    <aside
      aria-label={t('sidebar.label')}
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col gap-4 border-outline-variant/60 border-e bg-surface px-2 py-4 transition-[width] duration-200 motion-reduce:transition-none',
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
        <ul className="flex flex-col gap-1">
          {SIDEBAR_ITEMS.map((item) => (
            <SidebarNavItem key={item.id} item={item} expanded={expanded} isAdmin={isAdmin} />
          ))}
        </ul>
      </nav>
      <SignOutButton
        iconOnly={!expanded}
        className={cn('px-3 text-on-surface hover:bg-on-surface/8', expanded ? 'w-full' : 'justify-center')}
      />
      <ThemeToggle className={expanded ? 'self-start' : undefined} />
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-label={expanded ? t('sidebar.collapse') : t('sidebar.expand')}
        className={buttonClasses('ghost', 'icon', expanded ? 'self-end' : '')}
      >
        <ToggleIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </button>
    </aside>
  );
}
