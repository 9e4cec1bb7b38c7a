import { type Notification, notificationTarget } from '@eventos/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { LazySponsorshipNotificationActions } from '../../sponsorship-manage/components/sponsorship-notification-actions-lazy.tsx';
import { formatRelativeTime } from '../lib/relative-time.ts';
import { FriendRequestActions } from './friend-request-actions.tsx';
import { GroupInviteActions } from './group-invite-actions.tsx';
import { NotificationIcon } from './notification-icon.tsx';

interface NotificationItemProps {
  notification: Notification;
  /** Marks it read (when unread) and closes the panel; the link then goes where it points. */
  onOpen: (notification: Notification) => void;
}

const ROW =
  'flex w-full items-start gap-3 px-4 py-3 text-start hover:bg-on-surface/8 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-[-2px]';

/**
 * One row of the panel: sender or type icon, title, body as plain text, time in the person's
 * language, and a dot while unread. The row is a link (spec §9 routing: an internal path through
 * the router, an announcement's web link in a new tab).
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const target = notificationTarget(notification.type, notification.metadata);
  const unread = !notification.read;
  const content: ReactNode = (
    <>
      <NotificationIcon notification={notification} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span
          dir="auto"
          className={cn(
            'break-words text-start text-sm text-on-surface',
            unread ? 'font-semibold' : 'font-medium',
          )}
        >
          {notification.title}
        </span>
        {notification.body ? (
          <span
            dir="auto"
            className="line-clamp-3 whitespace-pre-line break-words text-start text-on-surface-variant text-sm"
          >
            {notification.body}
          </span>
        ) : null}
        <time dateTime={notification.createdAt} className="text-on-surface-variant text-xs">
          {formatRelativeTime(notification.createdAt, i18n.language)}
        </time>
      </span>
      {unread ? (
        <span className="mt-1.5 flex shrink-0 items-center">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" />
          <span className="sr-only">{t('panel.unread')}</span>
        </span>
      ) : null}
      {target.kind === 'external' ? <span className="sr-only">{t('panel.opensNewTab')}</span> : null}
    </>
  );
  const open = () => onOpen(notification);
  return (
    <li data-unread={unread} className={cn(unread && 'bg-primary-container/30')}>
      {target.kind === 'external' ? (
        <a href={target.url} target="_blank" rel="noopener noreferrer" onClick={open} className={ROW}>
          {content}
        </a>
      ) : (
        <Link to={target.path} onClick={open} className={ROW}>
          {content}
        </Link>
      )}
      {notification.type === 'group_invite' ? <GroupInviteActions notification={notification} /> : null}
      {notification.type === 'friend_request' ? <FriendRequestActions notification={notification} /> : null}
      {notification.metadata.sponsorship_id ? (
        <LazySponsorshipNotificationActions notification={notification} />
      ) : null}
    </li>
  );
}
