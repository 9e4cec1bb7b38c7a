import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { isEntryCurrent } from './is-entry-current.ts';
import { NAV_ENTRY_ICONS } from './nav-entry-icons.ts';
import type { NavEntry } from './nav-items.ts';
import { SignOutButton } from './sign-out-button.tsx';

interface BottomNavMenuProps {
  id: string;
  label: string;
  items: readonly NavEntry[];
  /** The profile menu also offers 'Sair' (to a signed-in user). */
  withSignOut?: boolean;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The nested entries of a bottom tab, opened above the bar; Escape or a tap outside closes them.
 * Loaded when a tab is first touched (bottom-nav.tsx): a visitor's first load does not carry it.
 */
export function BottomNavMenu({ id, label, items, withSignOut, onClose }: BottomNavMenuProps) {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.querySelector('a')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const tab = document.querySelector(`[aria-controls="${id}"]`);
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !tab?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [id, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose(true);
  };

  return (
    <section
      ref={panel}
      id={id}
      aria-label={label}
      onKeyDown={onKeyDown}
      className="absolute inset-x-2 bottom-full mb-2 max-h-[60dvh] overflow-y-auto rounded-3xl border border-outline-variant bg-surface p-2 shadow-lg"
    >
      <ul className="flex flex-col">
        {items.map((item) => {
          const Icon = NAV_ENTRY_ICONS[item.id];
          const current = isEntryCurrent(pathname, search, item.to);
          return (
            <li key={item.id}>
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                onClick={() => onClose(false)}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-full px-4 text-sm hover:bg-on-surface/8 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-[-2px]',
                  current ? 'bg-primary-container text-on-primary-container' : 'text-on-surface',
                )}
              >
                {Icon ? <Icon aria-hidden="true" className="size-5 text-on-surface-variant" /> : null}
                {t(`nav.${item.label}`)}
              </Link>
            </li>
          );
        })}
        {withSignOut ? (
          <li>
            <SignOutButton className="w-full px-4 text-on-surface hover:bg-on-surface/8" />
          </li>
        ) : null}
      </ul>
    </section>
  );
}
