import { isNavItemActive } from '@eventos/domain';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { isEntryCurrent } from './is-entry-current.ts';
import { type NavItem, visibleChildren } from './nav-items.ts';

const rowClasses =
  'flex min-h-11 items-center gap-3 rounded-full text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2';

interface SidebarNavItemProps {
  item: NavItem;
  expanded: boolean;
  isAdmin: boolean;
}

/** One sidebar entry; with children, a chevron opens them (open by default when the entry is active). */
export function SidebarNavItem({ item, expanded, isAdmin }: SidebarNavItemProps) {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const active = isNavItemActive(pathname, item.to);
  const children = visibleChildren(item, isAdmin);
  const [open, setOpen] = useState(active);
  const listId = useId();
  const label = t(`nav.${item.label}`);
  const Icon = item.icon;

  return (
    <li>
      <div className="flex items-center">
        <Link
          to={item.to}
          aria-current={active ? 'page' : undefined}
          aria-label={expanded ? undefined : label}
          title={expanded ? undefined : label}
          className={cn(
            rowClasses,
            'flex-1 px-3',
            expanded ? '' : 'justify-center',
            active
              ? 'bg-primary-container text-on-primary-container'
              : 'text-on-surface hover:bg-on-surface/8',
          )}
        >
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          {expanded ? <span className="truncate">{label}</span> : null}
        </Link>
        {expanded && children.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('nav.showSubmenu', { item: label })}
            onClick={() => setOpen((value) => !value)}
            className={cn(
              rowClasses,
              'justify-center px-0 min-w-11 text-on-surface-variant hover:bg-on-surface/8',
            )}
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-180')}
            />
          </button>
        ) : null}
      </div>
      {expanded && children.length > 0 && open ? (
        <ul id={listId} className="ms-6 mt-1 flex flex-col gap-1 border-outline-variant border-s ps-2">
          {children.map((child) => {
            const current = isEntryCurrent(pathname, search, child.to);
            return (
              <li key={child.id}>
                <Link
                  to={child.to}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    rowClasses,
                    'px-3',
                    current
                      ? 'bg-on-surface/8 text-on-surface'
                      : 'text-on-surface-variant hover:bg-on-surface/8',
                  )}
                >
                  {t(`nav.${child.label}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}
