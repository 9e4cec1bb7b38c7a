import type { GroupInvitationResult } from '@eventos/domain';
import { useTranslation } from 'react-i18next';

const OUTCOMES = ['invited', 'emailed', 'notSent', 'alreadyMember', 'alreadyInvited', 'unknown'] as const;

function NameList({ title, names, testId }: { title: string; names: string[]; testId: string }) {
  return (
    <div data-testid={testId} className="flex flex-col gap-1">
      <p className="font-medium text-on-surface text-sm">{title}</p>
      <ul className="flex flex-wrap gap-1.5">
        {names.map((name) => (
          <li
            key={name}
            dir="ltr"
            className="max-w-full truncate rounded-full bg-surface-variant px-2.5 py-1 text-on-surface-variant text-xs"
          >
            {name.includes('@') ? name : `@${name}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What became of each name or address: invited, e-mailed a link, already in, already invited, unknown. */
export function InviteResult({ result }: { result: GroupInvitationResult }) {
  const { t } = useTranslation('groupManage');
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl bg-surface-variant/50 p-3">
      {OUTCOMES.map((outcome) => [outcome, result[outcome] ?? []] as const)
        .filter(([, names]) => names.length > 0)
        .map(([outcome, names]) => (
          <NameList
            key={outcome}
            title={t(`invites.result.${outcome}`, { count: names.length })}
            names={names}
            testId={`invite-${outcome}`}
          />
        ))}
    </div>
  );
}
