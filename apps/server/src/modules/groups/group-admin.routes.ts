import {
  groupDeleteSchema,
  groupInvitationInputSchema,
  groupInvitationLinkSchema,
  groupInvitationsQuerySchema,
  groupTransferSchema,
  myGroupsQuerySchema,
} from '@eventos/domain';
import { type Context, Hono } from 'hono';
import type { Mailer } from '../../auth/mailer.ts';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { groupPagePath } from '../seo/page-urls.ts';
import { groupDashboard } from './group-dashboard.service.ts';
import { deleteGroup } from './group-delete.service.ts';
import {
  acceptInvitationLink,
  answerGroupInvitation,
  listMyGroupInvitations,
} from './group-invitations.answers.ts';
import { inviteToGroup, listGroupInvitations, revokeGroupInvitation } from './group-invitations.service.ts';
import { transferGroup } from './group-transfer.service.ts';
import { listMyGroups } from './my-groups.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path invitation id that is not a uuid names no invitation. */
function invitationId(raw: string): string {
  if (!UUID.test(raw)) throw new HttpProblem(404, 'group.invitation.not_found');
  return raw.toLowerCase();
}

export interface GroupAdminRoutesOptions {
  /** Where e-mailed invitation links point. */
  publicUrl: string;
  /** The mailer the account e-mails use: invitations to addresses with no account go through it. */
  mailer: Mailer;
}

/** The caller's answer to their invitation to the group in the path. */
const answer = (accept: boolean) => async (c: Context<AppEnv>) => {
  const result = await answerGroupInvitation(
    c.get('database').db,
    callerOf(c),
    c.req.param('id') ?? '',
    accept,
  );
  noStore(c);
  return c.json(result);
};

/**
 * /api/v1/groups — the owner's and organisers' side of a group: invitations, transfer, deletion and
 * the dashboard; and the invited person's answer. Every answer is the caller's own: never stored.
 */
export function groupAdminRoutes({ publicUrl, mailer }: GroupAdminRoutesOptions) {
  return new Hono<AppEnv>()
    .get('/:id/invitations', signedIn, async (c) => {
      const query = parseOrProblem(groupInvitationsQuerySchema, c.req.query());
      const page = await listGroupInvitations(c.get('database').db, callerOf(c), c.req.param('id'), query);
      noStore(c);
      return c.json(page);
    })
    .post('/:id/invitations', signedIn, async (c) => {
      const input = parseOrProblem(groupInvitationInputSchema, await jsonBody(c));
      noStore(c);
      try {
        const result = await inviteToGroup(c.get('database').db, callerOf(c), c.req.param('id'), input, {
          publicUrl,
          mailer,
          log: c.get('log'),
        });
        return c.json(result);
      } catch (err) {
        if (err instanceof HttpProblem && err.status === 429) c.header('Retry-After', '86400');
        throw err;
      }
    })
    .delete('/:id/invitations/:invitationId', signedIn, async (c) => {
      await revokeGroupInvitation(
        c.get('database').db,
        callerOf(c),
        c.req.param('id'),
        invitationId(c.req.param('invitationId')),
      );
      noStore(c);
      return c.body(null, 204);
    })
    .post('/:id/invitation/accept', signedIn, answer(true))
    .post('/:id/invitation/decline', signedIn, answer(false))
    .post('/:id/transfer', signedIn, async (c) => {
      const input = parseOrProblem(groupTransferSchema, await jsonBody(c));
      const group = await transferGroup(c.get('database').db, callerOf(c), c.req.param('id'), input);
      noStore(c);
      return c.json(group);
    })
    .delete('/:id', signedIn, async (c) => {
      const input = parseOrProblem(groupDeleteSchema, await jsonBody(c));
      const deleted = await deleteGroup(c.get('database').db, callerOf(c), c.req.param('id'), input);
      // Search engines hear that a public group's page is gone.
      if (deleted.visibility === 'public') c.get('searchIndex').notifyChanged([groupPagePath(deleted.slug)]);
      noStore(c);
      return c.body(null, 204);
    })
    .get('/:id/dashboard', signedIn, async (c) => {
      const dashboard = await groupDashboard(c.get('database').db, callerOf(c), c.req.param('id'));
      noStore(c);
      return c.json(dashboard);
    });
}

/** /api/v1/me/groups and /api/v1/me/group-invitations — the caller's groups and invitations. */
export const myGroupsRoutes = new Hono<AppEnv>()
  .get('/groups', signedIn, async (c) => {
    const query = parseOrProblem(myGroupsQuerySchema, c.req.query());
    const page = await listMyGroups(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(page);
  })
  .get('/group-invitations', signedIn, async (c) => {
    const list = await listMyGroupInvitations(c.get('database').db, callerOf(c));
    noStore(c);
    return c.json(list);
  });

/** /api/v1/group-invitations/accept-link — whoever opens an e-mailed invitation link signed in accepts it. */
export const groupInvitationLinkRoutes = new Hono<AppEnv>().post('/accept-link', signedIn, async (c) => {
  const input = parseOrProblem(groupInvitationLinkSchema, await jsonBody(c));
  const result = await acceptInvitationLink(c.get('database').db, callerOf(c), input.token);
  noStore(c);
  return c.json(result);
});
