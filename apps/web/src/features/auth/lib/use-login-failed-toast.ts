import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../ui/toast/toast-store.ts';
import { AUTH_NAMESPACES } from './auth-namespaces.ts';

/**
 * Spec §8: an OAuth sign-in that failed comes back with `login_failed=1`: the toast 'Falha ao
 * autenticar com Google. Tente novamente.', then the flag leaves the address (a reload won't repeat it).
 */
export function useLoginFailedToast(): void {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const [params, setParams] = useSearchParams();
  const failed = params.has('login_failed');

  useEffect(() => {
    if (!failed) return;
    toast({ variant: 'destructive', title: t('oauth.failed') });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('login_failed');
        return next;
      },
      { replace: true },
    );
  }, [failed, setParams, t]);
}
