import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { isNative } from '../../../lib/platform/is-native.ts';
import { useLayoutDevice } from '../../../lib/platform/use-layout-device.ts';
import { useSessionActions } from '../../../lib/session/session-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { type OAuthProvider, startOAuth } from '../api/start-oauth.ts';
import { useAuthProviders } from '../api/use-auth-providers.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';
import { listenOAuthResult } from '../lib/oauth-message.ts';
import { openOAuthPopup } from '../lib/oauth-popup.ts';
import { AppleMark, GoogleMark } from './provider-marks.tsx';

/**
 * "Continue with Google / Apple", only for the providers the server has configured. Google comes
 * back to /auth (keeping the remembered page), Apple to /events (spec §2). On desktop Google opens
 * in a popup that reports back; a blocked popup falls back to leaving the page.
 */
export function OAuthButtons({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const providers = useAuthProviders();
  const device = useLayoutDevice();
  const { refresh } = useSessionActions();
  const [pending, setPending] = useState<OAuthProvider | null>(null);

  useEffect(
    () =>
      listenOAuthResult((result) => {
        setPending(null);
        if (result === 'OAUTH_SUCCESS') void refresh();
        else toast({ variant: 'destructive', title: t('oauth.failed') });
      }),
    [refresh, t],
  );

  if (!providers.data?.google && !providers.data?.apple) return null;

  const leave = (provider: OAuthProvider) => {
    const back = redirect ? `/auth?redirect=${encodeURIComponent(redirect)}` : '/auth';
    setPending(provider);
    startOAuth(provider, provider === 'google' ? back : '/events').catch((error: unknown) => {
      setPending(null);
      toast({
        variant: 'destructive',
        title: t('oauth.failed'),
        description: describeError(t, error, ['fields']),
      });
    });
  };

  // Spec §7: in the shells, Google's own sheet gives an id token the server signs in with.
  const googleNative = () => {
    setPending('google');
    import('../../../lib/platform/google-sign-in.ts')
      .then((native) => native.signInWithGoogleNatively())
      .then(() => refresh())
      .catch(() => toast({ variant: 'destructive', title: t('oauth.failed') }))
      .finally(() => setPending(null));
  };

  const google = () => {
    if (isNative()) return googleNative();
    if (device === 'desktop' && openOAuthPopup('google')) return;
    leave('google');
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-on-surface-variant text-sm before:h-px before:flex-1 before:bg-outline-variant after:h-px after:flex-1 after:bg-outline-variant">
        {t('oauth.or')}
      </p>
      {providers.data.google ? (
        <Button variant="outline" onClick={google} disabled={pending !== null}>
          <GoogleMark />
          {t('oauth.google')}
        </Button>
      ) : null}
      {providers.data.apple ? (
        <Button variant="outline" onClick={() => leave('apple')} disabled={pending !== null}>
          <AppleMark />
          {t('oauth.apple')}
        </Button>
      ) : null}
    </div>
  );
}
