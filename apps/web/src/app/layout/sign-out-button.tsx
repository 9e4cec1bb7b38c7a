import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { isSignedIn, useSession, useSessionActions } from '../../lib/session/session-context.tsx';

/**
 * 'Sair' for a signed-in user (nothing otherwise): ends the session and loads the start page afresh.
 * `className` gives the look of the place it sits in (a sidebar row, a menu entry).
 */
export function SignOutButton({ className, iconOnly }: { className: string; iconOnly?: boolean }) {
  const { t } = useTranslation('layout');
  const session = useSession();
  const { signOut } = useSessionActions();
  if (!isSignedIn(session) && session.status !== 'needs-consent') return null;
  const label = t('signOut');
  return (
    <button
      type="button"
      onClick={() => void signOut({ reloadAt: '/' })}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      className={cn('flex min-h-11 cursor-pointer items-center gap-3 rounded-full text-sm', className)}
    >
      <LogOut aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
      {iconOnly ? null : label}
    </button>
  );
}
