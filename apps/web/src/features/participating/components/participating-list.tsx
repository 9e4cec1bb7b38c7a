import type { ParticipatingWhen } from '@eventos/domain';
import { CalendarHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { useParticipating } from '../api/use-participating.ts';
import { PagedList } from './paged-list.tsx';
import { ParticipatingCard } from './participating-card.tsx';

/** The upcoming or past events I take part in; when there are none, a way to find some. */
export function ParticipatingList({ when }: { when: ParticipatingWhen }) {
  const { t } = useTranslation('participating');
  return (
    <PagedList
      query={useParticipating(when)}
      loadErrorTitle={t('participating.loadError')}
      listClassName="flex flex-col gap-4"
      keyOf={(item) => item.event.id}
      render={(item) => <ParticipatingCard item={item} />}
      empty={
        <StatusMessage
          role="status"
          icon={<CalendarHeart aria-hidden="true" className="size-10 text-primary" />}
          title={t(`participating.empty.${when}Title`)}
          description={t(`participating.empty.${when}Message`)}
          action={
            <Link to="/events" className={buttonClasses('primary')}>
              {t('participating.empty.explore')}
            </Link>
          }
        />
      }
    />
  );
}
