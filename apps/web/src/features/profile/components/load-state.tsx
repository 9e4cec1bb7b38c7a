import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';

/** 'Carregando...' while a read is under way, or its error with a retry button. */
export function LoadState({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const { t } = useTranslation(['profile', 'fields']);
  if (!error) return <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('common:loading')} />;
  return (
    <StatusMessage
      role="alert"
      title={title ?? t('profile:loadError')}
      description={describeError(t, error, ['fields'])}
      action={
        onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        ) : null
      }
    />
  );
}
