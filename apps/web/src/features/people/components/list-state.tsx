import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { EventsError } from '../../events/components/events-error.tsx';

const ERROR_NAMESPACES = ['people', 'fields'] as const;

interface ListStateProps {
  error: unknown;
  isError: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** The heading of the error ("Não foi possível carregar os eventos."). */
  errorTitle: string;
  /** Where the problem codes are translated (default: people, fields). */
  namespaces?: readonly string[];
  className?: string;
  children?: ReactNode;
}

/** A list that has not come yet: a spinner while it loads, the reason and a retry when it failed. */
export function ListState({
  error,
  isError,
  retrying,
  onRetry,
  errorTitle,
  namespaces = ERROR_NAMESPACES,
  className = 'py-10',
}: ListStateProps) {
  const { t } = useTranslation('common');
  if (!isError)
    return (
      <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('loading')} className={className} />
    );
  return (
    <EventsError
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      title={errorTitle}
      namespaces={namespaces}
      className={className}
    />
  );
}
