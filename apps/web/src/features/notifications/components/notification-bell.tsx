import { formatUnreadBadge } from '@eventos/domain';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useLayoutDevice } from '../../../lib/platform/use-layout-device.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { useUnreadCount } from '../api/use-unread-count.ts';
import { NotificationsPopover } from './notifications-popover.tsx';
import { NotificationsSheet } from './notifications-sheet.tsx';

export interface NotificationBellProps {
  /** In the top bar: an icon button. In the sidebar: a row, with its label when the sidebar is expanded. */
  placement: 'top-bar' | 'sidebar';
  expanded?: boolean;
}

/**
 * The bell (spec §2): the unread badge (9+ above 9) and a label that says the count; it opens the
 * panel, a sheet on phones and a popover elsewhere. Signed-in people only (the shell decides).
 */
export function NotificationBell({ placement, expanded = false }: NotificationBellProps) {
  const { t, i18n } = useTranslation('layout');
  const count = useUnreadCount();
  const badge = formatUnreadBadge(count);
  const device = useLayoutDevice();
  const [open, setOpen] = useState(false);
  const rtl = i18n.dir() === 'rtl';

  // A navigation (a row followed, the back button) closes the panel.
  const { key } = useLocation();
  const [shownAt, setShownAt] = useState(key);
  if (shownAt !== key) {
    setShownAt(key);
    setOpen(false);
  }

  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  const row = placement === 'sidebar';
  const trigger = (
    <button
      type="button"
      aria-label={label}
      data-testid={`notification-bell-${placement}`}
      className={cn(
        row
          ? buttonClasses(
              'ghost',
              'compact',
              cn('px-3 text-on-surface', expanded ? 'w-full justify-start' : 'justify-center'),
            )
          : buttonClasses('ghost', 'icon'),
        'relative',
      )}
    >
      <span className="relative inline-flex">
        <Bell aria-hidden="true" className="size-5" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="-top-2 -end-2.5 absolute flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-error px-1 font-bold text-[0.6875rem] text-on-error leading-none"
          >
            {badge}
          </span>
        ) : null}
      </span>
      {row && expanded ? <span className="truncate">{t('nav.notifications')}</span> : null}
    </button>
  );

  if (device === 'mobile') return <NotificationsSheet open={open} onOpenChange={setOpen} trigger={trigger} />;
  return (
    <NotificationsPopover
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      side={row ? (rtl ? 'left' : 'right') : 'bottom'}
      align={row ? 'end' : rtl ? 'start' : 'end'}
    />
  );
}
