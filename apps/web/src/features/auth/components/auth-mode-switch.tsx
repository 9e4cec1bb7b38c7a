import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { type AuthMode, authHref } from '../lib/auth-mode.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';

const MODES = ['signin', 'signup'] as const;

/** "Entrar | Criar conta": two links (the mode lives in the address, so it survives a reload). */
export function AuthModeSwitch({ mode, redirect }: { mode: AuthMode; redirect: string | null }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  return (
    <nav aria-label={t('page.modes')} className="grid grid-cols-2 gap-1 rounded-full bg-surface-variant p-1">
      {MODES.map((item) => (
        <Link
          key={item}
          to={authHref(item, redirect)}
          replace
          aria-current={mode === item ? 'page' : undefined}
          className={cn(
            'flex min-h-11 items-center justify-center rounded-full px-4 font-medium text-sm transition-colors',
            'focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2',
            mode === item
              ? 'bg-surface text-on-surface shadow-sm'
              : 'text-on-surface-variant hover:text-on-surface',
          )}
        >
          {t(`${item === 'signin' ? 'signIn' : 'signUp'}.tab`)}
        </Link>
      ))}
    </nav>
  );
}
