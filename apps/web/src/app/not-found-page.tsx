import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button.tsx';
import { StatusMessage } from '../ui/status-message.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <StatusMessage
      icon={<SearchX aria-hidden="true" className="size-10 text-primary" />}
      title={<span className="text-2xl">{t('notFound.title')}</span>}
      description={t('notFound.message')}
      action={
        <Link to="/events" className={buttonClasses('primary')}>
          {t('notFound.backToEvents')}
        </Link>
      }
    />
  );
}
