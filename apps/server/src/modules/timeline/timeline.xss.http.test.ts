import { type TimelineResponse, timelineResponseSchema } from '@eventos/domain';
import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import {
  befriend,
  joinGroup,
  makeGroup,
  minutesAgo,
  showAttendanceTo,
  takeSeat,
} from './timeline.test-helpers.ts';

/**
 * Markup in the names a timeline card carries (people, their city, events, groups) travels as JSON
 * text, exactly as typed: the answer is never HTML and nothing is rewritten into markup.
 */
describeEachBackend('XSS payloads on timeline cards', (ctx) => {
  it('returns names, cities, event and group names of markup as plain JSON text, as typed', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    const payloads = XSS_PAYLOADS.filter((_, n) => n % 10 === 0).map((p) => p.slice(0, 80));
    const typed = new Set<string>();
    for (const [n, payload] of payloads.entries()) {
      const friend = await createProfile(ctx.db, { firstName: payload, lastName: null, city: payload });
      await befriend(ctx.db, me.userId, friend.id);
      await showAttendanceTo(ctx.db, friend.id, 'everyone');
      const event = await createEvent(ctx.db, friend.id, { name: payload, publishedAt: minutesAgo(n + 1) });
      await takeSeat(ctx.db, event.id, friend.id, minutesAgo(n + 1));
      const group = await makeGroup(ctx.db, friend.id, { name: payload, at: minutesAgo(n + 1) });
      await joinGroup(ctx.db, group.id, me.userId, minutesAgo(500));
      typed.add(payload);
    }
    const { res, body } = await api(ctx.app)<TimelineResponse>('/api/v1/me/timeline?limit=50', {}, me);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const page = timelineResponseSchema.parse(body);
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      for (const text of [
        item.event?.name,
        item.group?.name,
        ...item.actors.flatMap((a) => [a.name, a.city]),
      ])
        if (typeof text === 'string') expect(typed.has(text), text).toBe(true);
    }
  });
});
