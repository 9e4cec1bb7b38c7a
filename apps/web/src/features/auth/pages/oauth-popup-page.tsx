import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { type OAuthProvider, startOAuth } from '../api/start-oauth.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';
import { OAUTH_POPUP_DONE } from '../lib/oauth-popup.ts';

/**
 * /auth/popup?provider=google — the sign-in popup's first page: it starts the provider's flow at
 * once; the provider comes back to /auth/popup-done, which reports to the opener.
 */
export function OAuthPopupPage() {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const [params] = useSearchParams();
  const provider: OAuthProvider = params.get('provider') === 'apple' ? 'apple' : 'google';
  const [error, setError] = useState<unknown>(null);
  usePageMeta(t('popup.title'), t('popup.title'));

  useEffect(() => {
    startOAuth(provider, OAUTH_POPUP_DONE, `${OAUTH_POPUP_DONE}?login_failed=1`).catch(setError);
  }, [provider]);

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      {error ? (
        <>
          <FormAlert>{describeError(t, error, ['fields'])}</FormAlert>
          <Button variant="outline" onClick={() => window.close()}>
            {t('popup.close')}
          </Button>
        </>
      ) : (
        <p role="status" className="flex items-center gap-3 text-on-surface">
          <Spinner />
          {t('popup.opening', { provider: provider === 'apple' ? 'Apple' : 'Google' })}
        </p>
      )}
    </div>
  );
}
