import type { Notification, NotificationType } from '@eventos/domain';
import {
  AtSign,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CalendarX,
  type LucideIcon,
  Mail,
  Megaphone,
  MessageCircle,
  UserCheck,
  UserPlus,
  UsersRound,
} from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { initials } from '../../profile/lib/person-name.ts';

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  friend_request: UserPlus,
  friendship_accepted: UserCheck,
  event: CalendarDays,
  new_event_from_followed_group: CalendarDays,
  event_checkin: CalendarCheck,
  event_updated: CalendarClock,
  event_cancelled: CalendarX,
  event_invite: Mail,
  group_invite: Mail,
  group: UsersRound,
  reply: MessageCircle,
  mention: AtSign,
  on_demand: Megaphone,
};

const BOX = 'size-10 shrink-0 overflow-hidden rounded-full';

/** Who sent it (photo, else initials) or, with no sender, an icon of its type. Decorative: the text says it all. */
export function NotificationIcon({ notification }: { notification: Notification }) {
  const sender = notification.sender;
  if (sender?.avatarUrl)
    return <img src={sender.avatarUrl} alt="" aria-hidden="true" className={cn(BOX, 'object-cover')} />;
  const letters = sender ? initials(sender) : '';
  if (letters)
    return (
      <span
        aria-hidden="true"
        className={cn(
          BOX,
          'flex items-center justify-center bg-primary-container font-semibold text-on-primary-container text-sm',
        )}
      >
        {letters}
      </span>
    );
  const Icon = TYPE_ICONS[notification.type] ?? Megaphone;
  return (
    <span
      aria-hidden="true"
      className={cn(
        BOX,
        'flex items-center justify-center bg-secondary-container text-on-secondary-container',
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
