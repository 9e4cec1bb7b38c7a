import { ADMIN_SEARCH_MAX, type AdminPerson, ROLES, type Role } from '@eventos/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../../ui/field-styles.ts';
import { SearchField } from '../../../../ui/search-field.tsx';
import { StatusMessage } from '../../../../ui/status-message.tsx';
import { ListState } from '../../../people/components/list-state.tsx';
import { LoadMore } from '../../../people/components/load-more.tsx';
import { useAdminPeople } from '../api/use-admin-people.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { PersonCard } from './person-card.tsx';
import { RoleChangeDialog } from './role-change-dialog.tsx';

const NAMESPACES = ['adminConsole', 'fields'] as const;

/** The search waits for typing to pause this long. */
export const PEOPLE_SEARCH_DEBOUNCE_MS = 300;

/** Finds people by name, username or e-mail and role; each result offers 'change role'. */
export function PeopleSearch() {
  const { t } = useTranslation('adminConsole');
  const roleId = useId();
  const [text, setText] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [editing, setEditing] = useState<AdminPerson | null>(null);
  const q = useDebouncedValue(text, PEOPLE_SEARCH_DEBOUNCE_MS);
  const people = useAdminPeople({ q, role });
  const items = people.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 tablet:flex-row tablet:items-end">
        <SearchField
          label={t('permissions.search')}
          placeholder={t('permissions.searchPlaceholder')}
          value={text}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          className="flex-1"
        />
        <div className="flex flex-col gap-1.5 tablet:w-56">
          <label htmlFor={roleId} className="font-medium text-on-surface text-sm">
            {t('permissions.roleFilter')}
          </label>
          <select
            id={roleId}
            value={role ?? ''}
            onChange={(event) => setRole((event.target.value || null) as Role | null)}
            className={controlClasses(false)}
          >
            <option value="">{t('permissions.allRoles')}</option>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`roles.${value}.name`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!people.data ? (
        <ListState
          namespaces={NAMESPACES}
          error={people.error}
          isError={people.isError}
          retrying={people.isFetching}
          onRetry={() => void people.refetch()}
          errorTitle={t('permissions.error')}
        />
      ) : items.length === 0 ? (
        <StatusMessage role="status" title={t('permissions.empty')} className="py-10" />
      ) : (
        <>
          <ul
            aria-label={t('permissions.results')}
            aria-busy={people.isFetching}
            className="grid gap-3 tablet:grid-cols-2"
          >
            {items.map((person) => (
              <li key={person.id}>
                <PersonCard person={person} onChangeRole={() => setEditing(person)} />
              </li>
            ))}
          </ul>
          <LoadMore
            label={t('permissions.loadMore')}
            hasNextPage={people.hasNextPage}
            isFetching={people.isFetchingNextPage}
            onLoadMore={() => void people.fetchNextPage()}
          />
        </>
      )}
      <RoleChangeDialog person={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
