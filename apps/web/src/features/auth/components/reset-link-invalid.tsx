import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { authHref } from '../lib/auth-mode.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';

/** The reset link is missing, wrong or expired: say so and offer to ask for a new one. */
export function ResetLinkInvalid() {
  const { t } = useTranslation(AUTH_NAMESPACES);
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      <p className="rounded-xl bg-error-container px-4 py-3 text-on-error-container">
        {t('auth.reset_token_invalid', { ns: 'fields' })}
      </p>
      <Link to={authHref('forgot')} className={buttonClasses('primary')}>
        {t('reset.requestAgain')}
      </Link>
    </div>
  );
}
