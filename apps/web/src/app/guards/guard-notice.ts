import i18next from 'i18next';
import { toast } from '../../ui/toast/toast-store.ts';

/** Spec §6: a non-admin on the admin area sees 'Acesso Negado' / 'Você não tem permissão…'. */
export async function showAccessDenied(): Promise<void> {
  await i18next.loadNamespaces('auth').catch(() => {});
  toast({
    variant: 'destructive',
    title: i18next.t('auth:guard.denied.title'),
    description: i18next.t('auth:guard.denied.description'),
  });
}
