import type { EventDetail, MyGroup } from '@eventos/domain';
import { uploadUrl } from '../../../lib/upload-url.ts';

/** A group the event form offers as the event's organiser. */
export interface OrganizerChoice {
  id: string;
  name: string;
  logoUrl: string | null;
  /** null when the form does not know it (the event's group, which the person no longer runs). */
  visibility: 'public' | 'private' | null;
}

/** The group an event is organised by, as its page shows it, or null (its organiser's own). */
export function eventGroupId(event: EventDetail | null): string | null {
  return event?.organizer.type === 'group' ? event.organizer.id : null;
}

/**
 * The groups to offer: those the person owns or organises, and the event's own group when it is
 * not one of them (its organiser may no longer run it), so the form always shows where it is.
 */
export function organizerChoices(
  managed: readonly MyGroup[] | undefined,
  event: EventDetail | null,
): OrganizerChoice[] {
  const choices: OrganizerChoice[] = (managed ?? []).map((group) => ({
    id: group.id,
    name: group.name,
    logoUrl: group.logoUrl,
    visibility: group.visibility,
  }));
  const organizer = event?.organizer;
  if (organizer?.type === 'group' && !choices.some((choice) => choice.id === organizer.id))
    choices.unshift({
      id: organizer.id,
      name: organizer.name,
      logoUrl: organizer.logoPath ? uploadUrl(organizer.logoPath) : null,
      visibility: null,
    });
  return choices;
}

/** A group id as the create page's `?groupId=` gives it: a uuid, else nothing. */
export function groupIdParam(value: string | null): string | null {
  return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value.toLowerCase()
    : null;
}
