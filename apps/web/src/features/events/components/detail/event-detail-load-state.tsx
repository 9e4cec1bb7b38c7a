import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../ui/spinner.tsx';
import { StatusMessage } from '../../../../ui/status-message.tsx';
import { EventsError } from '../events-error.tsx';

interface EventDetailLoadStateProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The detail page translates problem codes from `fields` (then `common`). */
const DETAIL_NAMESPACES = ['fields'] as const;

/** 'Carregando...' while the event loads; why it failed (translated code, request id) and a retry. */
export function EventDetailLoadState({ error, onRetry, retrying }: EventDetailLoadStateProps) {
  const { t } = useTranslation(['eventDetails', 'common']);
  if (!error) return <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('common:loading')} />;
  return (
    <EventsError
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      title={t('loadError')}
      namespaces={DETAIL_NAMESPACES}
    />
  );
}
