import type { GroupMember, GroupViewer } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { PersonName } from '../../event-manage/components/person-name.tsx';
import { memberPowers } from '../lib/member-powers.ts';
import { MemberActionsMenu } from './member-actions-menu.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { RoleBadge } from './role-badge.tsx';

interface MemberRowsProps {
  items: GroupMember[];
  viewer: GroupViewer;
  myId: string | null;
  busyId: string | null;
  onRole: (member: GroupMember, role: 'organizer' | 'member') => void;
  onRemove: (member: GroupMember) => void;
}

/** One row per member: picture, name and @username, role, since when, and the actions menu. */
export function MemberRows({ items, viewer, myId, busyId, onRole, onRemove }: MemberRowsProps) {
  const { t, i18n } = useTranslation('groupManage');
  const since = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'medium' });
  const powers = items.map((member) => memberPowers(viewer, member, myId));
  // Rows without a menu keep its room when others have one, so roles and dates line up.
  const anyMenu = powers.some((p) => p.changeRole || p.remove);
  return (
    <ul className="flex flex-col divide-y divide-outline-variant" data-testid="member-list">
      {items.map((member, index) => (
        <li key={member.id} className="flex items-center gap-3 py-3" data-testid="member-row">
          <PersonAvatar person={member} />
          <div className="flex min-w-0 flex-1 flex-col gap-1 tablet:flex-row tablet:items-center tablet:gap-4">
            <div className="min-w-0 tablet:flex-1">
              <PersonName name={member.name} username={member.username} />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <RoleBadge role={member.role} />
              <span className="text-on-surface-variant text-xs">
                {t('members.since', { date: since.format(new Date(member.joinedAt)) })}
              </span>
            </div>
          </div>
          {anyMenu && !powers[index]?.changeRole && !powers[index]?.remove ? (
            <span aria-hidden="true" className="size-11 shrink-0" />
          ) : null}
          <MemberActionsMenu
            member={member}
            powers={powers[index] ?? { changeRole: false, remove: false }}
            busy={busyId === member.id}
            onRole={onRole}
            onRemove={onRemove}
          />
        </li>
      ))}
    </ul>
  );
}
