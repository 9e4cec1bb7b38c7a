import { eventListQuerySchema } from '@eventos/domain';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile, days } from '../../test/factories.ts';
import { listEvents } from './events.service.ts';

/** The list as a signed-in caller: the organiser's own private events join the public ones. */
describeEachBackend('listEvents as a caller', (ctx) => {
  async function arrange() {
    const organiser = await createProfile(ctx.db);
    const other = await createProfile(ctx.db);
    const open = await createEvent(ctx.db, organiser.id, { startDatetime: days(2) });
    const privateUnderWay = await createEvent(ctx.db, organiser.id, {
      visibility: 'private',
      startDatetime: days(-1),
      endDatetime: days(1),
    });
    const privateLater = await createEvent(ctx.db, organiser.id, {
      visibility: 'private',
      startDatetime: days(3),
    });
    const draft = await createEvent(ctx.db, organiser.id, { publishedAt: null, startDatetime: days(4) });
    return { organiser, other, open, privateUnderWay, privateLater, draft };
  }
  const ids = async (userId: string | null) =>
    (await listEvents(ctx.db, userId, eventListQuerySchema.parse({ limit: 50 }))).items.map((e) => e.id);

  it('shows the organiser their private events and drafts, under way and upcoming, in order', async () => {
    const a = await arrange();
    expect(await ids(a.organiser.id)).toEqual([
      a.privateUnderWay.id,
      a.open.id,
      a.privateLater.id,
      a.draft.id,
    ]);
  });

  it('shows another user and a visitor only the public event', async () => {
    const a = await arrange();
    expect(await ids(a.other.id)).toEqual([a.open.id]);
    expect(await ids(null)).toEqual([a.open.id]);
  });
});
