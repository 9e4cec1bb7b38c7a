import { activeNavEntry } from '@eventos/domain';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BOTTOM_NAV_FRAME } from './bottom-nav-frame.ts';
import { BottomNavTabFace, TAB_CLASSES } from './bottom-nav-tab.tsx';
import { BOTTOM_NAV_TABS, entryPaths, type StaffRole, shownNavItems } from './nav-items.ts';

const loadMenu = () => import('./bottom-nav-menu.tsx');
const BottomNavMenu = lazy(() => loadMenu().then((m) => ({ default: m.BottomNavMenu })));

/**
 * The bottom navigation on mobile (spec §2): events, mine, social, profile; 4.5rem high plus the
 * iOS safe area. A tab with nested entries opens them above the bar. Only entries whose page exists
 * show, and a tab with none left goes (it comes back when its pages are built).
 */
export function BottomNav({ staffRole }: { staffRole: StaffRole }) {
  const { t } = useTranslation('layout');
  const { pathname, key } = useLocation();
  const [openTab, setOpenTab] = useState<string | null>(null);
  const menuId = useId();
  const tabButtons = useRef(new Map<string, HTMLButtonElement>());
  const tabs = shownNavItems(BOTTOM_NAV_TABS, staffRole);
  const activeId = activeNavEntry(
    pathname,
    tabs.map((tab) => ({ id: tab.id, paths: entryPaths(tab) })),
  );

  // A navigation closes any open menu.
  const [menuKey, setMenuKey] = useState(key);
  if (menuKey !== key) {
    setMenuKey(key);
    setOpenTab(null);
  }

  const close = useCallback(
    (returnFocus: boolean) => {
      if (returnFocus && openTab) tabButtons.current.get(openTab)?.focus();
      setOpenTab(null);
    },
    [openTab],
  );

  return (
    <nav aria-label={t('bottomNav.label')} className={BOTTOM_NAV_FRAME}>
      <ul className="relative mx-auto flex h-full max-w-xl items-stretch px-1">
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          const label = t(`nav.${tab.label}`);
          const children = tab.children;
          if (children.length === 0 && tab.to !== null) {
            return (
              <li key={tab.id} className="flex flex-1">
                <Link to={tab.to} aria-current={active ? 'page' : undefined} className={TAB_CLASSES}>
                  <BottomNavTabFace item={tab} label={label} active={active} />
                </Link>
              </li>
            );
          }
          const open = openTab === tab.id;
          return (
            <li key={tab.id} className="flex flex-1">
              <button
                type="button"
                ref={(node) => {
                  if (node) tabButtons.current.set(tab.id, node);
                }}
                aria-expanded={open}
                aria-controls={open ? menuId : undefined}
                // The menu's code starts loading with the touch, before the click opens it.
                onPointerDown={() => void loadMenu()}
                onFocus={() => void loadMenu()}
                onClick={() => setOpenTab(open ? null : tab.id)}
                className={TAB_CLASSES}
              >
                <BottomNavTabFace item={tab} label={label} active={active} />
              </button>
              {open ? (
                <Suspense fallback={null}>
                  <BottomNavMenu
                    id={menuId}
                    label={label}
                    items={children}
                    withSignOut={tab.id === 'profile'}
                    onClose={close}
                  />
                </Suspense>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
