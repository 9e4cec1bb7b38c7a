import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { requestBackgroundSync } from '../../../lib/offline/queued-write.ts';
import { replaySyncQueue } from '../../../lib/offline/replay.ts';
import { deleteSyncItem, retrySyncItem } from '../../../lib/offline/sync-queue.ts';
import { startOfflineSync } from '../../../lib/offline/sync-triggers.ts';
import { useSavedEventsRefresh } from '../../../lib/offline/use-saved-events-refresh.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useOnline } from '../lib/use-online.ts';
import { useSyncQueue } from '../lib/use-sync-queue.ts';
import { FailedActions } from './failed-actions.tsx';
import { OfflineBanner } from './offline-banner.tsx';

/**
 * The offline side of every page (loaded after first paint, with the offline store): the banner
 * without a connection, the actions the server refused, and the replay of the person's waiting
 * actions when the connection returns (telling them what was sent).
 */
export function OfflineStatus({ userId }: { userId: string | null }) {
  const { t } = useTranslation('offline');
  const queryClient = useQueryClient();
  const online = useOnline();
  const items = useSyncQueue(userId);
  const pending = items.filter((item) => item.state === 'pending').length;
  const failed = items.filter((item) => item.state === 'failed');
  // The signed-in person's upcoming events, kept on the device for use without a connection.
  useSavedEventsRefresh();

  useEffect(
    () =>
      startOfflineSync(queryClient, {
        userId,
        onSynced: (message) => {
          if (message.sent > 0) toast({ title: t('synced.sent', { count: message.sent }) });
        },
      }),
    [queryClient, userId, t],
  );

  const retry = async (id: number) => {
    await retrySyncItem(id).catch(() => {});
    if (navigator.onLine === false || !userId) return void requestBackgroundSync();
    await replaySyncQueue({ fetch: (input, init) => globalThis.fetch(input, init), userId }).catch(
      () => null,
    );
  };

  return (
    <>
      <OfflineBanner online={online} pending={pending} />
      <FailedActions
        items={failed}
        onDismiss={(id) => void deleteSyncItem(id).catch(() => {})}
        onRetry={(id) => void retry(id)}
      />
    </>
  );
}

export default OfflineStatus;
