import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { GroupFiltersBar } from '../components/group-filters-bar.tsx';
import { GroupList } from '../components/group-list.tsx';
import { CreateGroupLink, GroupsEmpty } from '../components/groups-empty.tsx';
import { hasGroupFilters, toGroupListQuery } from '../lib/group-filters.ts';
import { useGroupFilters } from '../lib/use-group-filters.ts';

/** Every namespace the page's parts use, loaded together so nothing suspends halfway. */
const NAMESPACES = ['groups', 'categories', 'events', 'fields'] as const;

/** /groups — find communities: search, category and city in the URL, cards a page at a time. */
export function GroupsPage() {
  const { t } = useTranslation(NAMESPACES);
  usePageMeta(t('list.documentTitle'), t('list.subtitle'));
  const state = useGroupFilters();
  const { filters, clear } = state;
  const filtered = hasGroupFilters(filters);

  return (
    <section aria-labelledby="groups-title" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 id="groups-title" className="font-bold text-3xl text-on-background tracking-tight">
            {t('list.title')}
          </h1>
          <p className="text-on-surface-variant">{t('list.subtitle')}</p>
        </div>
        <CreateGroupLink variant="outline" />
      </header>
      <GroupFiltersBar {...state} />
      <GroupList
        filters={toGroupListQuery(filters)}
        empty={<GroupsEmpty onClear={filtered ? clear : undefined} />}
      />
    </section>
  );
}
