import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  authSessions,
  groupInvitations,
  groupMembers,
  groups,
  profiles,
  selectionOptions,
} from '../../db/schema/index.ts';
import { seedComment } from '../../modules/discussion/discussion.test-helpers.ts';
import { useGeocodingPeer } from '../../modules/geocode/geocode-test-peer.ts';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../auth-session.ts';
import { type BackendContext, describeEachBackend } from '../describe-each-backend.ts';
import { createEvent, createLocation, createProfile } from '../factories.ts';
import { type BadRequest, badRequestsFor, type CorpusSize } from './request-cases.ts';
import { SEEDED_GROUP_NAME, type SeededIds } from './route-inputs.ts';
import { endsSession, type RouteTarget, routeTargets } from './route-targets.ts';

/**
 * Every route of the app, as a visitor or as a signed-in user, driven with a generated corpus of
 * bad input (NUL and other control characters, unpaired UTF-16 halves, direction and zero-width
 * marks, huge texts, far dates, wrong types, malformed and oversize bodies, wrong content types) in
 * path segments, query strings and JSON bodies. Any 5xx fails, with every offending request listed.
 * New routes join by themselves: the list comes from the app's own route table. Each caller has a
 * test file of its own (bad-input-visitor, bad-input-user), so the two run side by side.
 */

const SIZE: CorpusSize = { pathRuns: 8, queryRuns: 10, bodyRuns: 16, seed: 20_240_613 };
/** Requests of one route in flight at once. */
const CONCURRENCY = 8;

interface Failure {
  as: string;
  route: string;
  request: BadRequest;
  status: number;
  answer: string;
}

/** A different client address per request, so per-address rate limits never hide a handler. */
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

/** The app as seen from ever new client addresses (sign-ups made by the helpers included). */
function fromManyAddresses(app: App): App {
  const request: App['request'] = (input, init, ...rest) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', nextAddress());
    return app.request(input, { ...init, headers }, ...rest);
  };
  return { ...app, request } as App;
}

/** The failures grouped by route and status, a few examples of each. */
function report(failures: Failure[]): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.status} as ${f.as}: ${f.route}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const lines = [...groups].map(([key, group]) => {
    const examples = group.slice(0, 3).map((f) => {
      const body = f.request.body === undefined ? '' : ` body ${f.request.body.slice(0, 100)}`;
      return `    ${f.request.url.slice(0, 140)} [${f.request.note}]${body}\n      → ${f.answer.slice(0, 160)}`;
    });
    return `  ${key} (${group.length})\n${examples.join('\n')}`;
  });
  return `${failures.length} request(s) answered 5xx:\n${lines.join('\n')}`;
}

/** A web build of one page, so page routes answer as they do in production. */
function tinyWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eventos-bad-input-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Eventos</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);');
  return dir;
}

/** Registers the suite for one kind of caller; call it at the top of a test file. */
export function describeBadInput(who: 'visitor' | 'user'): void {
  // Eight requests at once on a busy machine: the provider's answer may take longer than the
  // time-out tests' 400 ms, and a 502 for a slow provider is not what this file looks for.
  const geocoding = useGeocodingPeer({ timeoutMs: 5_000 });
  const webDistDir = tinyWebBuild();

  describeEachBackend(
    `bad input on every route, as a ${who}`,
    (ctx: BackendContext) => {
      const ids: Required<SeededIds> = {
        eventIds: [],
        eventSlugs: [],
        locationIds: [],
        usernames: [],
        sessionIds: [],
        optionIds: [],
        groupIds: [],
        groupSlugs: [],
        groupMemberIds: [],
        groupInvitationIds: [],
        personIds: [],
        commentIds: [],
      };

      /** A group `ownerId` owns, with another member and a pending invitation, first in the lists. */
      async function seedGroup(ownerId: string): Promise<void> {
        const slug = `grupo-${ownerId.slice(0, 8)}`;
        const [group] = await ctx.db
          .insert(groups)
          .values({ slug, name: SEEDED_GROUP_NAME, category: 'sports_fitness' })
          .returning({ id: groups.id });
        if (!group) throw new Error('group not inserted');
        const member = await createProfile(ctx.db);
        await ctx.db.insert(groupMembers).values([
          { groupId: group.id, userId: ownerId, role: 'owner' },
          { groupId: group.id, userId: member.id, role: 'member' },
        ]);
        const [invitation] = await ctx.db
          .insert(groupInvitations)
          .values({
            groupId: group.id,
            email: `convite-${slug}@example.test`,
            expiresAt: new Date(Date.now() + 86_400_000),
          })
          .returning({ id: groupInvitations.id });
        ids.groupIds.unshift(group.id);
        ids.groupSlugs.unshift(slug);
        ids.groupMemberIds.unshift(member.id);
        if (invitation) ids.groupInvitationIds.unshift(invitation.id);
      }
      let user: SignedInUser | undefined;
      let targets: RouteTarget[] = [];

      /** A fresh signed-in user owning an event and a venue (after one deleted their account). */
      async function renewUser(): Promise<SignedInUser> {
        const fresh = await signUpAndSignIn(fromManyAddresses(ctx.app), ctx.db);
        const venue = await createLocation(ctx.db, fresh.userId, { isPublic: false });
        const event = await createEvent(ctx.db, fresh.userId, { locationId: venue.id });
        const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, fresh.userId));
        const sessions = await ctx.db
          .select()
          .from(authSessions)
          .where(eq(authSessions.userId, fresh.userId));
        ids.eventIds.unshift(event.id);
        ids.eventSlugs.unshift(event.slug);
        ids.locationIds.unshift(venue.id);
        if (profile?.username) ids.usernames.unshift(profile.username);
        ids.sessionIds.unshift(...sessions.map((s) => s.id));
        ids.commentIds.unshift(
          await seedComment(ctx.db, { eventId: event.id, authorId: fresh.userId, minutesAgo: 1 }),
        );
        await seedGroup(fresh.userId);
        return fresh;
      }

      beforeAll(async () => {
        const organizer = await createProfile(ctx.db);
        const venue = await createLocation(ctx.db, organizer.id);
        const open = await createEvent(ctx.db, organizer.id, { locationId: venue.id });
        const hidden = await createEvent(ctx.db, organizer.id, { visibility: 'private' });
        const options = await ctx.db.select({ id: selectionOptions.id }).from(selectionOptions);
        ids.eventIds.push(open.id, hidden.id);
        ids.eventSlugs.push(open.slug);
        ids.locationIds.push(venue.id);
        ids.usernames.push(organizer.username ?? 'ninguem');
        ids.personIds.push(organizer.id);
        ids.optionIds.push(...options.map((o) => o.id));
        user = await renewUser();
        targets = routeTargets(ctx.app);
      });

      async function stillSignedIn(): Promise<boolean> {
        const res = await ctx.app.request('/api/v1/me', { headers: user?.headers });
        await res.body?.cancel();
        return res.status === 200;
      }

      async function send(
        as: 'visitor' | 'user',
        route: string,
        request: BadRequest,
      ): Promise<Failure | undefined> {
        const headers: Record<string, string> = { origin: TEST_ORIGIN, 'x-forwarded-for': nextAddress() };
        if (as === 'user' && user) headers.cookie = user.cookie;
        if (request.contentType) headers['content-type'] = request.contentType;
        try {
          const res = await ctx.app.request(request.url, {
            method: request.method,
            headers,
            body: request.body,
          });
          // A realtime stream stays open: its status is the answer.
          const streaming = res.headers.get('content-type')?.startsWith('text/event-stream');
          if (streaming) await res.body?.cancel();
          const answer = streaming ? '' : await res.text();
          return res.status >= 500 ? { as, route, request, status: res.status, answer } : undefined;
        } catch (err) {
          return {
            as,
            route,
            request,
            status: 599,
            answer: `threw ${err instanceof Error ? err.stack : String(err)}`,
          };
        }
      }

      async function answersVisitorsWith401(request: BadRequest | undefined): Promise<boolean> {
        if (!request) return false;
        const res = await ctx.app.request(request.url, {
          method: request.method,
          headers: { origin: TEST_ORIGIN },
        });
        await res.body?.cancel();
        return res.status === 401;
      }

      /** Each route's requests, a few at a time (waits in the auth library and hashing overlap). */
      async function drive(as: 'visitor' | 'user'): Promise<Failure[]> {
        const failures: Failure[] = [];
        for (const target of targets) {
          const route = `${target.method} ${target.path}`;
          const all = badRequestsFor(target, ids, SIZE);
          // A visitor on a members-only route meets the 401 first: a quarter of the corpus shows it holds.
          const membersOnly = as === 'visitor' && (await answersVisitorsWith401(all[0]));
          const queue = membersOnly ? all.filter((_, i) => i % 4 === 0) : all;
          const worker = async () => {
            for (let request = queue.shift(); request; request = queue.shift()) {
              const failure = await send(as, route, request);
              if (failure) failures.push(failure);
            }
          };
          await Promise.all(Array.from({ length: CONCURRENCY }, worker));
          if (as === 'user' && (endsSession(target) || !(await stillSignedIn()))) user = await renewUser();
        }
        return failures;
      }

      it(`never answers ${who === 'user' ? 'a signed-in user' : 'a visitor'} with a 5xx`, {
        timeout: 300_000,
      }, async () => {
        const failures = await drive(who);
        expect(failures.length, report(failures)).toBe(0);
      });
    },
    {
      database: 'per-suite',
      config: () => ({
        ...geocoding.config(),
        webDistDir,
        trustProxy: true,
        signInLimit: { max: 1_000_000, windowSeconds: 60 },
      }),
    },
  );
}
