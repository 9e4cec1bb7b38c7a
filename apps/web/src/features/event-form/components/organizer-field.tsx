import { Lock, UserRound, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { OrganizerChoice } from '../lib/organizer-choices.ts';

interface OrganizerFieldProps {
  /** The groups the person may organise for (the first choice, "Eu", is always there). */
  groups: readonly OrganizerChoice[];
  /** The chosen group's id, or null for the person themselves. */
  value: string | null;
  onChange: (groupId: string | null) => void;
}

const cardClasses = (checked: boolean) =>
  cn(
    'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border p-3 has-focus-visible:outline-2 has-focus-visible:outline-primary has-focus-visible:outline-offset-2',
    checked ? 'border-primary bg-primary/8' : 'border-outline hover:bg-on-surface/4',
  );

function GroupBadge({ group }: { group: OrganizerChoice }) {
  if (group.logoUrl)
    return <img src={group.logoUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />;
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-container font-semibold text-on-primary-container"
    >
      {Array.from(group.name)[0]?.toLocaleUpperCase() ?? <UsersRound className="size-5" />}
    </span>
  );
}

/**
 * "Organizar como": the person themselves or one of the groups they own or organise, as native
 * radio buttons drawn as cards (arrow keys move between them). A group's event shows on the group's
 * page, its organisers manage it too, and its people hear of it once it is published.
 */
export function OrganizerField({ groups, value, onChange }: OrganizerFieldProps) {
  const { t } = useTranslation('step1');
  const hintId = useId();
  const name = 'organizer';
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={hintId}>
      <legend className="mb-1.5 font-medium text-on-surface text-sm">{t('organizer.legend')}</legend>
      <div className="grid gap-2 tablet:grid-cols-2">
        <label className={cardClasses(value === null)}>
          <input
            type="radio"
            name={name}
            value=""
            checked={value === null}
            onChange={() => onChange(null)}
            className="sr-only"
          />
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary-container text-on-secondary-container"
          >
            <UserRound className="size-5" />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="font-medium text-on-surface">{t('organizer.me')}</span>
            <span className="text-on-surface-variant text-sm">{t('organizer.meHint')}</span>
          </span>
        </label>
        {groups.map((group) => (
          <label key={group.id} className={cardClasses(value === group.id)}>
            <input
              type="radio"
              name={name}
              value={group.id}
              checked={value === group.id}
              onChange={() => onChange(group.id)}
              className="sr-only"
            />
            <GroupBadge group={group} />
            <span className="flex min-w-0 flex-col">
              <span dir="auto" className="truncate font-medium text-on-surface">
                {group.name}
              </span>
              {group.visibility ? (
                <span className="flex items-center gap-1 text-on-surface-variant text-sm">
                  {group.visibility === 'private' ? <Lock aria-hidden="true" className="size-3.5" /> : null}
                  {t(group.visibility === 'private' ? 'organizer.privateGroup' : 'organizer.publicGroup')}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <p id={hintId} className="text-on-surface-variant text-sm">
        {t(value === null ? 'organizer.meNote' : 'organizer.groupNote')}
      </p>
    </fieldset>
  );
}
