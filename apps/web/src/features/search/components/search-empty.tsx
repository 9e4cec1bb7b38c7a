import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';

/** 'Nenhum evento encontrado para “…”', with a way back to every event. */
export function SearchEmpty({ q }: { q: string }) {
  const { t } = useTranslation('events');
  return (
    <StatusMessage
      role="status"
      icon={<SearchX aria-hidden="true" className="size-10 text-primary" />}
      title={t('search.empty.title', { q })}
      description={t('search.empty.message')}
      action={
        <Link to="/events" className={buttonClasses('outline')}>
          {t('search.allEvents')}
        </Link>
      }
    />
  );
}
