import type { OrganizingState } from '@eventos/domain';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { useOrganizing } from '../api/use-organizing.ts';
import { OrganizingCard } from './organizing-card.tsx';
import { PagedList } from './paged-list.tsx';
import { SavedListNote } from './saved-list-note.tsx';

/** The events I organise in one state; when there are none, "Criar evento". */
export function OrganizingList({ state }: { state: OrganizingState }) {
  const { t } = useTranslation('participating');
  const query = useOrganizing(state);
  return (
    <PagedList
      query={query}
      loadErrorTitle={t('organizing.loadError')}
      listClassName="grid gap-4 wide:grid-cols-2"
      keyOf={(item) => item.event.id}
      render={(item) => <OrganizingCard item={item} />}
      notice={query.data?.pages[0]?.savedOnDevice ? <SavedListNote /> : null}
      empty={
        <StatusMessage
          role="status"
          icon={<CalendarPlus aria-hidden="true" className="size-10 text-primary" />}
          title={t(`organizing.empty.${state}Title`)}
          description={t(`organizing.empty.${state}Message`)}
          action={
            <Link to="/events/create" className={buttonClasses('primary')}>
              {t('organizing.create')}
            </Link>
          }
        />
      }
    />
  );
}
