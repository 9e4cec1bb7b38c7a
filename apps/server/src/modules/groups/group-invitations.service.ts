import { createHash, randomBytes } from 'node:crypto';
import {
  GROUP_INVITATION_DAYS,
  type GroupInvitationInput,
  type GroupInvitationResult,
  type GroupInvitationsQuery,
  type GroupInvitationsResponse,
  type InvitedByProfile,
  isLanguage,
  type Language,
} from '@eventos/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Mailer } from '../../auth/mailer.ts';
import { type Database, queryRows, type Tx, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { Logger } from '../../logger.ts';
import { notify } from '../notifications/notify.ts';
import { attemptGroup, requireGroupManager } from './group-access.ts';
import { toGroupInvitation } from './group-invitations.presenter.ts';
import { GROUP_INVITATIONS_PAGE, type GroupInvitationRow } from './group-invitations.sql.ts';
import { groupInviteUrl, renderGroupInviteMail } from './group-invite-email.ts';
import { groupCursorOf, keysetPage } from './groups.cursor.ts';

/** What sending invitations by e-mail needs: where links point, the mailer, the log. */
export interface InviteMailDeps {
  publicUrl: string;
  mailer: Mailer;
  log: Logger;
}

/** Mails in flight at once: a batch of 50 addresses does not open 50 connections. */
const MAIL_CONCURRENCY = 4;

/**
 * E-mailed links one person may send in 24 hours, over all their groups: invitations reach
 * addresses nobody vouched for, so a group is not a way to mail strangers in bulk.
 */
export const GROUP_INVITATION_EMAILS_PER_DAY = 200;

/** A text[] parameter (drizzle spreads a JS array into a list of parameters). */
const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

const uuidArray = (values: readonly string[]): SQL =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::uuid)`;

interface InviterRow {
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  language: string | null;
}

interface Invitee {
  asked: string;
  user_id: string;
}

interface InviteOutcome {
  user_id: string | null;
  email: string | null;
  outcome: 'invited' | 'member' | 'pending';
  invitation_id: string | null;
}

/** A link to mail once the invitations are stored. */
interface LinkToSend {
  email: string;
  token: string;
  invitationId: string;
}

/** The SHA-256 hex of a link's token: the only form the database keeps. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

function inviterProfile(row: InviterRow | undefined): InvitedByProfile {
  const fullName = [row?.first_name, row?.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    full_name: fullName || null,
    first_name: row?.first_name ?? null,
    last_name: row?.last_name ?? null,
    username: row?.username ?? null,
  };
}

/**
 * POST /groups/{id}/invitations: the owner or an organiser invites people by username or e-mail.
 * Accounts (by username, or an e-mail that has one) get a group_invite notification; an e-mail
 * without an account gets a link /groups/{slug}?invite={token} in the inviter's language, sent once
 * the invitations are stored. Members and people already invited are told apart, nobody is invited
 * twice. A link that cannot be sent is withdrawn and named in `notSent`.
 */
export async function inviteToGroup(
  db: Database,
  caller: Caller,
  idOrSlug: string,
  input: GroupInvitationInput,
  deps: InviteMailDeps,
): Promise<GroupInvitationResult> {
  const usernames = [...new Map(input.usernames.map((u) => [u.toLowerCase(), u])).values()];
  const emails = input.emails;
  const stored = await withUser(db, caller.userId, async (tx) => {
    const { group } = await requireGroupManager(tx, idOrSlug);
    const invitees = await attemptGroup(() =>
      queryRows<Invitee>(
        tx,
        sql`SELECT asked, user_id FROM app.group_invitees(${group.id}::uuid, ${textArray(usernames)}, ${textArray(emails)})`,
      ),
    );
    const accountOf = new Map(invitees.map((i) => [i.asked.toLowerCase(), i.user_id]));
    const linkEmails = emails.filter((e) => !accountOf.has(e));
    if (linkEmails.length > 0) await checkMailAllowance(tx, caller, linkEmails.length);
    const tokens = linkEmails.map(() => randomBytes(32).toString('base64url'));
    const rows = await attemptGroup(() =>
      queryRows<InviteOutcome>(
        tx,
        sql`SELECT user_id, email, outcome, invitation_id FROM app.invite_to_group(${group.id}::uuid,
          ${uuidArray([...new Set(invitees.map((i) => i.user_id))])}, ${textArray(linkEmails)},
          ${textArray(tokens.map(tokenHash))}, ${GROUP_INVITATION_DAYS})`,
      ),
    );
    const byUser = new Map(rows.filter((r) => r.user_id).map((r) => [r.user_id, r]));
    const byEmail = new Map(rows.filter((r) => r.email).map((r) => [r.email, r]));

    const [inviter] = await queryRows<InviterRow>(
      tx,
      sql`SELECT first_name, last_name, username, language FROM profiles WHERE id = ${caller.userId}::uuid`,
    );
    const invitedByProfile = inviterProfile(inviter);
    const fresh = rows.filter((r) => r.outcome === 'invited' && r.user_id).map((r) => r.user_id as string);
    await notify(tx, {
      recipients: fresh,
      type: 'group_invite',
      metadata: { group_id: group.id, from: caller.userId, invited_by_profile: invitedByProfile },
      text: { key: 'group_invite', params: { group: group.name } },
      invitedByProfile,
    });

    const result: GroupInvitationResult = {
      invited: [],
      emailed: [],
      unknown: [],
      alreadyMember: [],
      alreadyInvited: [],
    };
    const place = (asked: string, outcome: InviteOutcome | undefined, invitedList: string[]) => {
      if (!outcome) result.unknown.push(asked);
      else if (outcome.outcome === 'invited') invitedList.push(asked);
      else if (outcome.outcome === 'member') result.alreadyMember.push(asked);
      else result.alreadyInvited.push(asked);
    };
    for (const username of usernames) {
      const userId = accountOf.get(username.toLowerCase());
      place(username, userId ? byUser.get(userId) : undefined, result.invited);
    }
    const links: LinkToSend[] = [];
    for (const email of emails) {
      const userId = accountOf.get(email);
      if (userId) {
        // An account in a block with the caller (app.invite_to_group left it out) is answered as
        // an address without an account would be, and is sent nothing.
        if (!byUser.has(userId)) result.emailed.push(email);
        else place(email, byUser.get(userId), result.invited);
        continue;
      }
      const outcome = byEmail.get(email);
      place(email, outcome, result.emailed);
      const index = linkEmails.indexOf(email);
      if (outcome?.outcome === 'invited' && outcome.invitation_id && index >= 0)
        links.push({ email, token: tokens[index] as string, invitationId: outcome.invitation_id });
    }
    const language: Language = isLanguage(inviter?.language) ? inviter.language : caller.language;
    return { result, links, group, language, inviterName: invitedByProfile.full_name ?? inviter?.username };
  });

  if (stored.links.length === 0) return stored.result;
  const notSent = await sendLinks(db, caller, stored, deps);
  if (notSent.length === 0) return stored.result;
  return {
    ...stored.result,
    emailed: stored.result.emailed.filter((e) => !notSent.includes(e)),
    notSent,
  };
}

/** 429 group.invitation.rate_limited when these links would pass the caller's allowance for the day. */
async function checkMailAllowance(tx: Tx, caller: Caller, wanted: number): Promise<void> {
  const [row] = await queryRows<{ sent: number }>(
    tx,
    sql`SELECT count(*)::int AS sent FROM group_invitations
      WHERE invited_by = ${caller.userId}::uuid AND token_hash IS NOT NULL
        AND created_at > now() - interval '1 day'`,
  );
  if ((row?.sent ?? 0) + wanted > GROUP_INVITATION_EMAILS_PER_DAY)
    throw new HttpProblem(429, 'group.invitation.rate_limited');
}

/**
 * Mails the links, a few at a time, after the invitations committed (a mail cannot be taken back,
 * so it never goes out for an invitation that might roll back). A link that cannot be sent is
 * withdrawn: a pending invitation would otherwise block inviting that address again.
 */
async function sendLinks(
  db: Database,
  caller: Caller,
  stored: {
    links: LinkToSend[];
    group: { id: string; slug: string; name: string };
    language: Language;
    inviterName: string | null | undefined;
  },
  deps: InviteMailDeps,
): Promise<string[]> {
  const queue = [...stored.links];
  const failed: LinkToSend[] = [];
  const worker = async () => {
    for (let link = queue.shift(); link; link = queue.shift()) {
      const mail = renderGroupInviteMail({
        to: link.email,
        language: stored.language,
        inviterName: stored.inviterName ?? null,
        groupName: stored.group.name,
        url: groupInviteUrl(deps.publicUrl, stored.group.slug, link.token),
      });
      try {
        await deps.mailer.send(mail);
      } catch (err) {
        deps.log.error({ err, groupId: stored.group.id }, 'group invitation e-mail could not be sent');
        failed.push(link);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAIL_CONCURRENCY, queue.length) }, worker));
  if (failed.length === 0) return [];
  for (const link of failed) {
    await withUser(db, caller.userId, (tx) => revoke(tx, stored.group.id, link.invitationId)).catch(
      (err: unknown) => deps.log.warn({ err }, 'an unsent group invitation could not be withdrawn'),
    );
  }
  return failed.map((l) => l.email);
}

/** GET /groups/{id}/invitations?status=&cursor=&limit=: the group's invitations, newest first. */
export async function listGroupInvitations(
  db: Database,
  caller: Caller,
  idOrSlug: string,
  query: GroupInvitationsQuery,
): Promise<GroupInvitationsResponse> {
  const cursor = groupCursorOf(query.cursor);
  const { group } = await withUser(db, caller.userId, (tx) => requireGroupManager(tx, idOrSlug));
  return readAs(db, caller.userId, async (run) => {
    const rows = await run<GroupInvitationRow>(GROUP_INVITATIONS_PAGE, [
      group.id,
      query.status ?? null,
      cursor?.at ?? null,
      cursor?.id ?? null,
      query.limit + 1,
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, (r) => ({ rank: 0, at: r.key_at, id: r.id }));
    return { items: shown.map(toGroupInvitation), nextCursor };
  });
}

/** DELETE /groups/{id}/invitations/{invitationId}: the owner or an organiser withdraws a pending one. */
export async function revokeGroupInvitation(
  db: Database,
  caller: Caller,
  idOrSlug: string,
  invitationId: string,
): Promise<void> {
  await withUser(db, caller.userId, async (tx) => {
    const { group } = await requireGroupManager(tx, idOrSlug);
    await revoke(tx, group.id, invitationId);
  });
}

async function revoke(tx: Tx, groupId: string, invitationId: string): Promise<void> {
  await attemptGroup(() =>
    tx.execute(sql`SELECT app.revoke_group_invitation(${groupId}::uuid, ${invitationId}::uuid)`),
  );
}
