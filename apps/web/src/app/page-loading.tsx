import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner.tsx';
import { StatusMessage } from '../ui/status-message.tsx';

/** The 'Carregando...' placeholder while a page's code or translations load. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('loading')} />;
}
