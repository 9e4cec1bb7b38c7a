import type { AdminPerson } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { RoleBadge } from './role-badge.tsx';

/** One person found: name, @username, e-mail and role, and the button that changes the role. */
export function PersonCard({ person, onChangeRole }: { person: AdminPerson; onChangeRole: () => void }) {
  const { t } = useTranslation('adminConsole');
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-outline-variant bg-surface p-4">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 dir="auto" className="min-w-0 break-words font-semibold text-on-surface">
            {person.name}
          </h3>
          <RoleBadge role={person.role} />
        </div>
        {person.username ? (
          <p dir="ltr" className="break-all text-start text-on-surface-variant text-sm">
            @{person.username}
          </p>
        ) : null}
        {person.email ? (
          <p dir="ltr" className="break-all text-start text-on-surface-variant text-sm">
            {person.email}
          </p>
        ) : null}
      </div>
      <Button
        variant="outline"
        size="compact"
        className="mt-auto self-start"
        onClick={onChangeRole}
        aria-label={t('permissions.changeRoleOf', { name: person.name })}
      >
        {t('permissions.changeRole')}
      </Button>
    </article>
  );
}
