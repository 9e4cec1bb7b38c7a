import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';

interface ReportsListStateProps {
  error: unknown;
  isError: boolean;
  retrying: boolean;
  onRetry: () => void;
  errorTitle: string;
}

/** A list not here yet: a spinner while it loads; why it failed and "Tentar novamente" when it did. */
export function ReportsListState({ error, isError, retrying, onRetry, errorTitle }: ReportsListStateProps) {
  const { t } = useTranslation(['admin', 'moderation', 'fields']);
  if (!isError)
    return (
      <StatusMessage
        role="status"
        icon={<Spinner size="lg" />}
        title={t('common:loading')}
        className="py-10"
      />
    );
  return (
    <StatusMessage
      role="alert"
      className="py-10"
      title={errorTitle}
      description={describeError(t, error, ['admin', 'moderation', 'fields'])}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner size="sm" /> : <RotateCw aria-hidden="true" className="size-4" />}
          {t('reports.retry')}
        </Button>
      }
    />
  );
}
