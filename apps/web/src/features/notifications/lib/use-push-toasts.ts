import type { PushState } from '@eventos/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast/toast-store.ts';

/**
 * The toasts of spec §7/§8 as the push state moves: 'Notificações ativadas' once enabling
 * succeeds, 'Erro ao registrar notificações' / 'Erro no servidor' when the server refuses the
 * token, 'Notificações desativadas' once push is turned off here.
 */
export function usePushToasts(state: PushState): void {
  const { t } = useTranslation('notifications');
  const previous = useRef(state.status);
  useEffect(() => {
    const before = previous.current;
    previous.current = state.status;
    if (before === state.status) return;
    if (before === 'loading' && state.status === 'granted') toast({ title: t('push.enabled') });
    else if (before === 'granted' && state.status === 'idle') toast({ title: t('push.disabled') });
    else if (state.status === 'error' && state.message === 'push.errors.register')
      toast({
        variant: 'destructive',
        title: t('push.errors.register'),
        description: t('push.errors.server'),
      });
  }, [state.status, state.message, t]);
}
