import { UNREAD_BADGE_MAX } from '../constants/layout.ts';

/** Text of the unread-notifications badge: nothing for 0, the count up to 9, then '9+'. */
export function formatUnreadBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  if (whole === 0) return '';
  return whole > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(whole);
}
