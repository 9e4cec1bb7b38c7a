import { AUTH_LOADING_TIMEOUT_MS } from '@eventos/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';

/**
 * What a guard shows while the session loads (spec §4): nothing, and after 5 s a loading error —
 * the connection failed — with a reload button. The default export is what the guard loads lazily.
 */
export default function SessionLoading() {
  const { t } = useTranslation('common');
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), AUTH_LOADING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!late) return null;
  return (
    <StatusMessage
      role="alert"
      title={t('errors.network')}
      action={
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      }
    />
  );
}
