import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { browserSaysOffline } from '../../../lib/offline/browser-offline.ts';
import { requestBackgroundSync } from '../../../lib/offline/queued-write.ts';
import { replaySyncQueue } from '../../../lib/offline/replay.ts';
import { deleteSyncItem, retrySyncItem } from '../../../lib/offline/sync-queue.ts';
import { startOfflineSync } from '../../../lib/offline/sync-triggers.ts';
import { useSavedEventsRefresh } from '../../../lib/offline/use-saved-events-refresh.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useSyncQueue } from '../lib/use-sync-queue.ts';
import { FailedActions } from './failed-actions.tsx';
import { OfflineBanner } from './offline-banner.tsx';

/**
 * The signed-in person's side of the offline status (loaded with the offline store): the banner with
 * their waiting actions, the actions the server refused, the replay when the connection returns
 * (telling them what was sent), and their saved events kept fresh.
 */
export function OfflineQueueStatus({ userId, online }: { userId: string; online: boolean }) {
  const { t } = useTranslation('offline');
  const queryClient = useQueryClient();
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
    if (browserSaysOffline()) return void requestBackgroundSync();
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

export default OfflineQueueStatus;
