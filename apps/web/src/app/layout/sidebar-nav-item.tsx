import { isNavItemActive } from '@eventos/domain';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { isEntryCurrent } from './is-entry-current.ts';
import type { ShownNavItem } from './nav-items.ts';

const rowClasses =
  'flex min-h-11 items-center gap-3 rounded-full text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2';

interface SidebarNavItemProps {
  item: ShownNavItem;
  expanded: boolean;
  /** The entry holds the current page (its own or a child's). */
  active: boolean;
  /** Its children are listed (in the expanded sidebar). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Expands the collapsed sidebar (to show the children of an entry without a page of its own). */
  onExpand: () => void;
}

/**
 * One sidebar entry. With a page of its own it is a link, and a chevron beside it lists its
 * children; without one (its page not built yet) the whole row opens the children, expanding a
 * collapsed sidebar first.
 */
export function SidebarNavItem({
  item,
  expanded,
  active,
  open,
  onOpenChange,
  onExpand,
}: SidebarNavItemProps) {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const listId = useId();
  const label = t(`nav.${item.label}`);
  const Icon = item.icon;
  const hasChildren = item.children.length > 0;
  const listed = expanded && hasChildren && open;
  const rowLook = cn(
    rowClasses,
    'flex-1 px-3',
    expanded ? '' : 'justify-center',
    active ? 'bg-primary-container text-on-primary-container' : 'text-on-surface hover:bg-on-surface/8',
  );
  const face = (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {expanded ? <span className="truncate">{label}</span> : null}
    </>
  );

  return (
    <li>
      <div className="flex items-center">
        {item.to !== null ? (
          <Link
            to={item.to}
            aria-current={isNavItemActive(pathname, item.to) ? 'page' : undefined}
            aria-label={expanded ? undefined : label}
            title={expanded ? undefined : label}
            className={rowLook}
          >
            {face}
          </Link>
        ) : (
          <button
            type="button"
            aria-expanded={listed}
            aria-controls={listed ? listId : undefined}
            aria-label={expanded ? undefined : label}
            title={expanded ? undefined : label}
            onClick={() => {
              if (!expanded) onExpand();
              onOpenChange(!listed);
            }}
            className={cn(rowLook, 'cursor-pointer')}
          >
            {face}
            {expanded ? (
              <ChevronDown
                aria-hidden="true"
                className={cn('ms-auto size-4 shrink-0 transition-transform', listed && 'rotate-180')}
              />
            ) : null}
          </button>
        )}
        {item.to !== null && expanded && hasChildren ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={t('nav.showSubmenu', { item: label })}
            onClick={() => onOpenChange(!open)}
            className={cn(
              rowClasses,
              'min-w-11 cursor-pointer justify-center px-0 text-on-surface-variant hover:bg-on-surface/8',
            )}
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-180')}
            />
          </button>
        ) : null}
      </div>
      {listed ? (
        <ul id={listId} className="ms-6 mt-0.5 flex flex-col gap-0.5 border-outline-variant border-s ps-2">
          {item.children.map((child) => {
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
