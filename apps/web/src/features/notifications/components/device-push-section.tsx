import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import type { PushControls } from '../lib/push-controls.ts';

/** Push on this device: what it is now, and the button that turns it on or off. */
export function DevicePushSection({ push, supported }: { push: PushControls; supported: boolean }) {
  const { t } = useTranslation('notifications');
  const { status, message } = push.state;
  if (!supported) return <p className="text-on-surface-variant text-sm">{t('push.errors.unsupported')}</p>;
  const statusText =
    status === 'granted'
      ? t('push.status.on')
      : status === 'denied'
        ? t(message ?? 'push.errors.denied')
        : t('push.status.off');
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-on-surface text-sm">{statusText}</p>
      {message && status !== 'denied' ? (
        <p role="alert" className="text-error text-sm">
          {t(message)}
        </p>
      ) : null}
      {status === 'granted' ? (
        <Button variant="outline" onClick={() => void push.disable()}>
          {t('push.disable')}
        </Button>
      ) : status === 'denied' ? null : (
        <Button onClick={() => void push.enable()} disabled={status === 'loading'}>
          {status === 'loading' ? t('push.enabling') : t('push.enable')}
        </Button>
      )}
    </div>
  );
}
