import type { GroupMember } from '@eventos/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical, ShieldCheck, ShieldMinus, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { buttonClasses } from '../../../ui/button.tsx';

export interface MemberPowers {
  /** Make an organiser or back (the owner). */
  changeRole: boolean;
  remove: boolean;
}

interface MemberActionsMenuProps {
  member: GroupMember;
  powers: MemberPowers;
  busy: boolean;
  onRole: (member: GroupMember, role: 'organizer' | 'member') => void;
  onRemove: (member: GroupMember) => void;
}

const ITEM =
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm outline-none ' +
  'data-[highlighted]:bg-on-surface/8 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

/** The member's actions as a menu (Radix DropdownMenu: arrow keys, Escape, focus back on the button). */
export function MemberActionsMenu({ member, powers, busy, onRole, onRemove }: MemberActionsMenuProps) {
  const { t, i18n } = useTranslation('groupManage');
  if (!powers.changeRole && !powers.remove) return null;
  const promote = member.role === 'member';
  return (
    <DropdownMenu.Root dir={i18n.dir(i18n.resolvedLanguage ?? i18n.language)}>
      <DropdownMenu.Trigger
        disabled={busy}
        aria-label={t('members.actionsFor', { name: member.name })}
        className={buttonClasses('ghost', 'icon')}
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-56 rounded-xl border border-outline-variant bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {powers.changeRole ? (
            <DropdownMenu.Item
              className={ITEM}
              onSelect={() => onRole(member, promote ? 'organizer' : 'member')}
            >
              {promote ? (
                <ShieldCheck aria-hidden="true" className="size-4" />
              ) : (
                <ShieldMinus aria-hidden="true" className="size-4" />
              )}
              {t(promote ? 'members.makeOrganizer' : 'members.makeMember')}
            </DropdownMenu.Item>
          ) : null}
          {powers.changeRole && powers.remove ? (
            <DropdownMenu.Separator className="my-1 h-px bg-outline-variant" />
          ) : null}
          {powers.remove ? (
            <DropdownMenu.Item className={cn(ITEM, 'text-error')} onSelect={() => onRemove(member)}>
              <UserMinus aria-hidden="true" className="size-4" />
              {t('members.remove')}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
