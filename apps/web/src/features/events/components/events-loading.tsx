import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';

export function EventsLoading() {
  const { t } = useTranslation('common');
  return <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('loading')} />;
}
