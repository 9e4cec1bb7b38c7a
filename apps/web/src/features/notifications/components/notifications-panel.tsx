import type { Notification } from '@eventos/domain';
import { CheckCheck, Settings2 } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { useUnreadCount } from '../api/use-unread-count.ts';
import { NotificationList } from './notification-list.tsx';
import { PanelPushPrompt } from './panel-push-prompt.tsx';

interface NotificationsPanelProps {
  /** The heading, as the overlay names it (Radix Dialog.Title in the sheet, an h2 in the popover). */
  title: (text: string) => ReactNode;
  /** The overlay's close button, if it has one. */
  closeButton?: ReactNode;
  /** Called when a row or a link is followed: the overlay closes. */
  onNavigate: () => void;
}

/** What the bell opens (spec §2 Notifications panel), in a popover on desktop or a sheet on a phone. */
export function NotificationsPanel(props: NotificationsPanelProps) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center p-8">
          <Spinner size="lg" />
        </div>
      }
    >
      <PanelBody {...props} />
    </Suspense>
  );
}

function PanelBody({ title, closeButton, onNavigate }: NotificationsPanelProps) {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount();
  const markAll = useMarkAllRead();
  const markRead = useMarkNotificationRead();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    onNavigate();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-outline-variant/60 border-b py-2 ps-4 pe-2">
        {title(t('panel.title'))}
        <button
          type="button"
          onClick={() => markAll.mutate()}
          disabled={unread === 0 || markAll.isPending}
          className={buttonClasses('ghost', 'compact', 'ms-auto px-3 text-primary')}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('panel.markAllRead')}
        </button>
        {closeButton}
      </div>
      <PanelPushPrompt />
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <NotificationList onOpen={open} />
      </div>
      <div className="border-outline-variant/60 border-t p-1">
        <Link
          to="/profile/notifications"
          onClick={onNavigate}
          className={buttonClasses('ghost', 'compact', 'w-full justify-start px-3')}
        >
          <Settings2 aria-hidden="true" className="size-4" />
          {t('panel.preferences')}
        </Link>
      </div>
    </div>
  );
}
