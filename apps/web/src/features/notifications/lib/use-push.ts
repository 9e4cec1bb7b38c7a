import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePushStatus } from '../../../lib/push/use-push-status.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import type { PushControls } from './push-controls.ts';

/**
 * Push on this browser as the notification pages see it (lib/push), with turning it off saying
 * so when the server could not forget the registration ('Erro ao desativar notificações' /
 * 'Erro no servidor').
 */
export function usePush(): { push: PushControls; supported: boolean } {
  const { t } = useTranslation('notifications');
  const status = usePushStatus();
  const { state, supported, enable, disable } = status;
  return useMemo(
    () => ({
      supported,
      push: {
        state,
        enable,
        disable: async () => {
          try {
            await disable();
          } catch {
            toast({
              variant: 'destructive',
              title: t('push.errors.disable'),
              description: t('push.errors.server'),
            });
          }
        },
      },
    }),
    [state, supported, enable, disable, t],
  );
}
