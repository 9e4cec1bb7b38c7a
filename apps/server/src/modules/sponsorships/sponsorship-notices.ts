import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { NotificationTextKey } from '../notifications/notification-texts.ts';
import { notify } from '../notifications/notify.ts';

/**
 * Who hears of each step of a sponsorship, through the one hub, in the transaction of the step
 * (issue 22): the event's managers (organiser, owner and organisers of its group) on their manage
 * page, the sponsor on their profile, administrators on the admin queue. Type 'event' (kind
 * 'events'); the sponsor's display name is the actor of the managers' texts.
 */

export type SponsorshipNoticeKey = Extract<NotificationTextKey, `sponsorship_${string}`>;

/** What a notice needs of the sponsorship. */
export interface NoticeSubject {
  id: string;
  eventId: string;
  eventName: string;
  personId: string;
  groupId: string | null;
  displayName: string;
}

export const managerLink = (eventId: string) => `/events/${eventId}/manage#sponsorships`;
export const SPONSOR_LINK = '/profile#sponsorships';
export const ADMIN_LINK = '/admin/sponsorships';

/** The event's managers (a definer function: group memberships are not all the caller's to read). */
export async function eventManagerIds(tx: Tx, eventId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(tx, sql`SELECT app.event_manager_ids(${eventId}::uuid) AS id`);
  return rows.map((r) => r.id);
}

async function adminIds(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(tx, sql`SELECT app.sponsorship_admin_ids() AS id`);
  return rows.map((r) => r.id);
}

interface NoticeOptions {
  /** Who acted (never told of their own step). */
  actorId: string;
  /** Set only on the managers' "new request" notice: the web shows Aceitar/Recusar under it. */
  withSponsorshipId?: boolean;
}

async function send(
  tx: Tx,
  recipients: string[],
  key: SponsorshipNoticeKey,
  subject: NoticeSubject,
  link: string,
  options: NoticeOptions,
): Promise<void> {
  await notify(tx, {
    recipients,
    type: 'event',
    text: { key, params: { actor: subject.displayName, event: subject.eventName } },
    actorId: options.actorId,
    metadata: {
      from: options.actorId,
      event_id: subject.eventId,
      event_name: subject.eventName,
      link,
      ...(options.withSponsorshipId ? { sponsorship_id: subject.id } : {}),
    },
  });
}

/** To the event's managers (a new request, a withdrawal, and the team's approval, rejection or end). */
export async function notifyManagers(
  tx: Tx,
  key: SponsorshipNoticeKey,
  subject: NoticeSubject,
  options: NoticeOptions,
): Promise<void> {
  await send(
    tx,
    await eventManagerIds(tx, subject.eventId),
    key,
    subject,
    managerLink(subject.eventId),
    options,
  );
}

/** To the person who asked (accepted, declined, approved, rejected, ended). */
export async function notifySponsor(
  tx: Tx,
  key: SponsorshipNoticeKey,
  subject: NoticeSubject,
  options: NoticeOptions,
): Promise<void> {
  await send(tx, [subject.personId], key, subject, SPONSOR_LINK, options);
}

/** To every administrator: an organiser accepted one, it awaits approval. */
export async function notifyAdmins(
  tx: Tx,
  key: SponsorshipNoticeKey,
  subject: NoticeSubject,
  options: NoticeOptions,
): Promise<void> {
  await send(tx, await adminIds(tx), key, subject, ADMIN_LINK, options);
}
