import type { Notification } from '@eventos/domain';
import { BellOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { useNotificationsList } from '../api/use-notifications-list.ts';
import { failureText } from '../lib/failure-text.ts';
import { NotificationItem } from './notification-item.tsx';

/**
 * The panel's list: loading, error with retry ('Erro ao buscar notificações' and what went
 * wrong), empty, or the rows newest first with the next page loaded near the end (and a button).
 */
export function NotificationList({ onOpen }: { onOpen: (notification: Notification) => void }) {
  const { t } = useTranslation('notifications');
  const list = useNotificationsList();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isPending)
    return (
      <StatusMessage
        role="status"
        className="py-10"
        icon={<Spinner size="lg" />}
        title={t('common:loading')}
      />
    );
  if (list.isError)
    return (
      <StatusMessage
        role="alert"
        className="py-10"
        title={t('errors.fetch')}
        description={failureText(t, list.error, 'errors.fetch')}
        action={
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('panel.retry')}
          </Button>
        }
      />
    );
  const notifications = list.data.pages.flatMap((page) => page.notifications);
  if (notifications.length === 0)
    return (
      <StatusMessage
        className="py-10"
        icon={<BellOff aria-hidden="true" className="size-8 text-on-surface-variant" />}
        title={t('panel.empty')}
        description={t('panel.emptyHint')}
      />
    );
  return (
    <>
      <ul aria-label={t('panel.listLabel')} className="flex flex-col divide-y divide-outline-variant/60">
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
        ))}
      </ul>
      {hasNextPage ? (
        <div ref={sentinel} className="flex justify-center p-3">
          <Button
            variant="ghost"
            size="compact"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? <Spinner size="sm" /> : null}
            {isFetchingNextPage ? t('panel.loadingMore') : t('panel.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
