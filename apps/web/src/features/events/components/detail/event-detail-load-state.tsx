import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { describeError } from '../../../../lib/error-message.ts';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { StatusMessage } from '../../../../ui/status-message.tsx';

interface EventDetailLoadStateProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** 'Carregando...' while the event loads; why it failed (translated code, request id) and a retry. */
export function EventDetailLoadState({ error, onRetry, retrying }: EventDetailLoadStateProps) {
  const { t } = useTranslation(['eventDetails', 'fields', 'common']);
  if (!error) return <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('common:loading')} />;
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  return (
    <StatusMessage
      role="alert"
      title={t('loadError')}
      description={
        <>
          {describeError(t, error, ['fields'])}
          {requestId ? (
            <span className="mt-1 block text-xs opacity-80">
              {t('common:errors.requestId', { id: requestId })}
            </span>
          ) : null}
        </>
      }
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner size="sm" /> : <RotateCw aria-hidden="true" className="size-4" />}
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
