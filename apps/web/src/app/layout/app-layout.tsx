import { layoutChrome } from '@eventos/domain';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { scrollRestorationKey } from '../../features/events/lib/event-detail-scroll-key.ts';
import { LazyNotificationStream } from '../../features/notifications/components/notification-stream-lazy.tsx';
import { LazyOfflineStatus } from '../../features/offline/components/offline-status-lazy.tsx';
import { cn } from '../../lib/cn.ts';
import { useLayoutDevice } from '../../lib/platform/use-layout-device.ts';
import { isSignedIn, sessionMe, useSession } from '../../lib/session/session-context.tsx';
import { ConsentGate } from '../guards/consent-gate.tsx';
import { PageLoading } from '../page-loading.tsx';
import { BOTTOM_NAV_FRAME } from './bottom-nav-frame.ts';
import { LazyBottomNav } from './bottom-nav-lazy.ts';
import type { StaffRole } from './nav-items.ts';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';
import { useRouteHandle } from './use-route-handle.ts';
import { useSidebarExpanded } from './use-sidebar-expanded.ts';

// Only signed-in people see the sidebar: visitors' first load does not carry it.
const Sidebar = lazy(() => import('./sidebar.tsx').then((m) => ({ default: m.Sidebar })));

/** The shell around every page (spec §2 Layout): which bars show depends on width, session and page. */
export function AppLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const staffRole: StaffRole =
    session.status === 'authenticated' && (session.role === 'admin' || session.role === 'moderator')
      ? session.role
      : null;
  const device = useLayoutDevice();
  const page = useRouteHandle();
  const chrome = page?.chrome ?? 'full';
  const bars = layoutChrome({ path: pathname, device, signedIn, chrome });
  const [sidebarExpanded, toggleSidebar] = useSidebarExpanded(device);

  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      {bars.sidebar ? (
        <Suspense
          fallback={<div aria-hidden="true" className={cn('shrink-0', sidebarExpanded ? 'w-48' : 'w-20')} />}
        >
          <Sidebar
            signedIn={signedIn}
            staffRole={staffRole}
            expanded={sidebarExpanded}
            onToggle={toggleSidebar}
          />
        </Suspense>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        {bars.topBar ? (
          <TopBar signedIn={signedIn} visitor={session.status === 'visitor'} pageFound={page !== null} />
        ) : null}
        <LazyOfflineStatus userId={sessionMe(session)?.profile.id ?? null} />
        <main
          id="main"
          tabIndex={-1}
          className={cn(
            'mx-auto w-full flex-1 focus:outline-none',
            chrome !== 'none' && 'max-w-6xl px-4 pt-6 pb-12 tablet:px-6',
          )}
        >
          <Suspense fallback={<PageLoading />}>
            <ConsentGate>
              <Outlet />
            </ConsentGate>
          </Suspense>
        </main>
        {chrome !== 'none' ? <SiteFooter withBottomNav={bars.bottomNav} /> : null}
      </div>
      {bars.bottomNav ? (
        <Suspense fallback={<div aria-hidden="true" className={BOTTOM_NAV_FRAME} />}>
          <LazyBottomNav staffRole={staffRole} />
        </Suspense>
      ) : null}
      {signedIn ? <LazyNotificationStream /> : null}
      {/* Event detail keeps its position when only the query changes (spec §2); elsewhere, top. */}
      <ScrollRestoration getKey={scrollRestorationKey} />
    </div>
  );
}
