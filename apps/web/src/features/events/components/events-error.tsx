import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';

interface EventsErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
  /** The heading (default: the list's 'Falha ao carregar eventos'). */
  title?: string;
  /** Where the problem codes are translated, besides `common` (default: the list's). */
  namespaces?: readonly string[];
}

const LIST_NAMESPACES = ['events'] as const;

/** 'Falha ao carregar eventos' (or `title`), why (translated problem code), the request id, and a retry. */
export function EventsError({
  error,
  onRetry,
  retrying = false,
  className,
  title,
  namespaces = LIST_NAMESPACES,
}: EventsErrorProps) {
  const { t } = useTranslation(['events', 'common']);
  const requestId = error instanceof ApiError ? error.requestId : undefined;

  return (
    <StatusMessage
      role="alert"
      className={className}
      title={title ?? t('list.error')}
      description={
        <>
          {describeError(t, error, namespaces)}
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
          {t('list.retry')}
        </Button>
      }
    />
  );
}
