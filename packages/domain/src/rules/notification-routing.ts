import type { NotificationType } from '../constants/notifications.ts';

/** What a notification's metadata may carry (spec §3); every field optional. */
export interface NotificationMetadata {
  link?: string | null;
  /** Profile id of the person who caused it. */
  from?: string | null;
  friend_id?: string | null;
  event_id?: string | null;
  event_name?: string | null;
  /** The event's slug (event_invite routes by slug). */
  event_slug?: string | null;
  group_id?: string | null;
  comment_id?: string | null;
  /** A sponsorship request the recipient (the event's organiser) can accept or decline from the notification. */
  sponsorship_id?: string | null;
  invited_by_profile?: InvitedByProfile | null;
}

export interface InvitedByProfile {
  full_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
}

/** Where clicking a notification goes: a path of the app, or (on_demand only) another site in a new tab. */
export type NotificationTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** A path of this app: starts with one slash (not `//`, which is another host), no backslash or control characters. */
export function isInternalPath(link: unknown): link is string {
  return (
    typeof link === 'string' &&
    link.startsWith('/') &&
    !link.startsWith('//') &&
    !link.includes('\\') &&
    ![...link].some((ch) => {
      const code = ch.charCodeAt(0);
      return code < 0x20 || code === 0x7f;
    })
  );
}

function isWebUrl(link: unknown): link is string {
  if (typeof link !== 'string') return false;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const segment = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? encodeURIComponent(value.trim()) : null;

/**
 * Spec §5 Notification links and §9 "Notification click routing by type": a link is honoured only
 * when it is an internal path; an on_demand link to http(s) opens in a new tab; otherwise the type
 * decides, with `/` when what it needs is missing.
 */
export function notificationTarget(
  type: string,
  metadata: NotificationMetadata | null | undefined,
): NotificationTarget {
  const m = metadata ?? {};
  if (isInternalPath(m.link)) return { kind: 'internal', path: m.link };
  if (type === 'on_demand' && isWebUrl(m.link)) return { kind: 'external', url: m.link };
  const path = routeByType(type as NotificationType, m);
  return { kind: 'internal', path: path ?? '/' };
}

function routeByType(type: NotificationType, m: NotificationMetadata): string | null {
  switch (type) {
    case 'friend_request':
    case 'friendship_accepted': {
      const username = segment(m.invited_by_profile?.username);
      if (username) return `/user/${username}`;
      const id = segment(m.friend_id ?? m.from);
      return id ? `/profile/${id}` : null;
    }
    case 'event':
    case 'new_event_from_followed_group':
    case 'event_checkin':
    case 'event_updated':
    case 'event_cancelled': {
      const id = segment(m.event_id);
      return id ? `/events/${id}` : null;
    }
    case 'event_invite': {
      const slug = segment(m.event_slug) ?? segment(m.event_id);
      return slug ? `/events/${slug}` : null;
    }
    case 'group_invite':
    case 'group': {
      const id = segment(m.group_id);
      return id ? `/groups/${id}` : null;
    }
    case 'reply':
    case 'mention': {
      const event = segment(m.event_id);
      const comment = segment(m.comment_id);
      if (!event) return null;
      return comment ? `/events/${event}#comment-${comment}` : `/events/${event}`;
    }
    default:
      return null;
  }
}
