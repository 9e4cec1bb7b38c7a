import { useTranslation } from 'react-i18next';
import { EventsError } from '../../../events/components/events-error.tsx';

const ERROR_NAMESPACES = ['social', 'fields'] as const;

interface ListErrorProps {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A list that could not be read: what it was, why (the server's message) and 'Tentar novamente'. */
export function ListError({ title, error, retrying, onRetry }: ListErrorProps) {
  useTranslation(ERROR_NAMESPACES);
  return (
    <EventsError
      className="py-8"
      title={title}
      error={error}
      retrying={retrying}
      onRetry={onRetry}
      namespaces={ERROR_NAMESPACES}
    />
  );
}
