import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import type { PushControls } from '../lib/push-controls.ts';

/**
 * The panel's offer to turn on push on this browser while permission is not granted (spec §2),
 * with what went wrong last time: denied ('Permissão negada. Ative nas configurações do
 * navegador.'), the 10 s time-out, a server error. Nothing once push is on.
 */
export function PushEnablePrompt({ push }: { push: PushControls }) {
  const { t } = useTranslation('notifications');
  const { status, message } = push.state;
  if (status === 'granted') return null;
  const denied = status === 'denied';
  const text = message ? t(message) : denied ? t('push.errors.denied') : t('push.enableHint');
  return (
    <div className="flex items-start gap-3 border-outline-variant/60 border-b bg-secondary-container/40 px-4 py-3">
      <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-on-secondary-container" />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
        <p role={message || denied ? 'alert' : undefined} className="text-on-surface text-sm">
          {text}
        </p>
        {denied ? null : (
          <Button size="compact" onClick={() => void push.enable()} disabled={status === 'loading'}>
            {status === 'loading' ? <Spinner size="sm" className="text-on-primary" /> : null}
            {status === 'loading' ? t('push.enabling') : t('push.enable')}
          </Button>
        )}
      </div>
    </div>
  );
}
