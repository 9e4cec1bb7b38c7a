import i18next from 'i18next';
import { toast } from '../../ui/toast/toast-store.ts';

/** Spec §4 Sign-out: on these pages a forced sign-out shows the toast but does not redirect. */
const STAY_ON = ['/login', '/signup', '/forgot-password', '/terms', '/privacy'];

/** Where a forced sign-out sends the user from `pathname`: /login, or nowhere (null). */
export function forcedSignOutTarget(pathname: string): string | null {
  return STAY_ON.some((prefix) => pathname.startsWith(prefix)) ? null : '/login';
}

/**
 * The server ended the session (expired, revoked elsewhere, signed out in another tab): the
 * destructive 'Sessão encerrada' toast, then /login unless the page is one of spec §4's exceptions.
 */
export async function showForcedSignOut(navigate: (to: string) => void, pathname: string): Promise<void> {
  await i18next.loadNamespaces('auth').catch(() => {});
  toast({
    variant: 'destructive',
    title: i18next.t('auth:session.ended.title'),
    description: i18next.t('auth:session.ended.description'),
  });
  const target = forcedSignOutTarget(pathname);
  if (target) navigate(target);
}
