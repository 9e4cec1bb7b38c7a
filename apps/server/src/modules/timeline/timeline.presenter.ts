import type { AttendanceStatus, SocialPerson, TimelineItem } from '@eventos/domain';
import type { EventCardRow } from '../events/event-cards.sql.ts';
import { toEventListItem } from '../events/events.presenter.ts';
import { uploadUrl } from '../groups/groups.presenter.ts';
import type { CardDraft } from './timeline.cards.ts';
import type { TimelineGroupRow, TimelinePersonRow } from './timeline.sql.ts';

/** A person as a card names them: their name, else their username. */
export function toTimelinePerson(row: TimelinePersonRow): SocialPerson {
  const name = [row.first_name, row.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    id: row.id,
    username: row.username,
    name: name || row.username || '',
    avatarUrl: uploadUrl(row.avatar_path),
    city: row.city,
  };
}

export interface CardSources {
  events: Map<string, EventCardRow>;
  people: Map<string, TimelinePersonRow>;
  groups: Map<string, TimelineGroupRow>;
  viewerAttendance: Map<string, string>;
}

/**
 * A drafted card with its event, group and people, or null when what it is about can no longer be
 * shown to the caller (the event or group became hidden, every person left) between the two reads.
 */
export function toTimelineItem(draft: CardDraft, sources: CardSources): TimelineItem | null {
  const event = draft.eventId ? sources.events.get(draft.eventId) : undefined;
  if (draft.eventId && !event) return null;
  const group = draft.groupId ? sources.groups.get(draft.groupId) : undefined;
  if (draft.kind !== 'event_created' && draft.groupId && !group) return null;
  const actors = draft.actorIds.flatMap((id) => {
    const person = sources.people.get(id);
    return person ? [toTimelinePerson(person)] : [];
  });
  if (draft.kind !== 'group_event' && actors.length === 0) return null;
  const status = draft.eventId ? sources.viewerAttendance.get(draft.eventId) : undefined;
  return {
    id: draft.id,
    kind: draft.kind,
    at: new Date(draft.at).toISOString(),
    actors,
    actorCount: Math.max(draft.actorCount - (draft.actorIds.length - actors.length), actors.length),
    event: event ? toEventListItem(event) : null,
    group: group
      ? { id: group.id, slug: group.slug, name: group.name, logoUrl: uploadUrl(group.logo_path) }
      : null,
    viewerAttendance: (status as AttendanceStatus | undefined) ?? null,
  };
}
