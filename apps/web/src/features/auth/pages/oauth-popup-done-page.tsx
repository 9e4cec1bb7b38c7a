import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';
import { postOAuthResult } from '../lib/oauth-message.ts';

/**
 * /auth/popup-done — where the provider sends the popup back: tells the opener
 * (`{type: 'OAUTH_SUCCESS'}` to this origin only) and closes. If the browser keeps it open, a
 * short note and a link to the events remain.
 */
export function OAuthPopupDonePage() {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const [params] = useSearchParams();
  const failed = params.has('login_failed');
  usePageMeta(t('popup.title'), t('popup.title'));

  useEffect(() => {
    postOAuthResult(failed ? 'OAUTH_ERROR' : 'OAUTH_SUCCESS');
    window.close();
  }, [failed]);

  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-on-surface">{failed ? t('oauth.failed') : t('popup.done')}</p>
      <Link to={failed ? '/auth' : '/events'} className={buttonClasses('outline')}>
        {failed ? t('popup.retry') : t('popup.toEvents')}
      </Link>
    </div>
  );
}
