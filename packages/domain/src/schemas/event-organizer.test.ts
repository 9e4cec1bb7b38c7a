import { describe, expect, it } from 'vitest';
import { eventInputSchema } from './event.ts';

const base = {
  name: 'Ensaio aberto',
  category: 'arts_culture',
  startDatetime: '2030-05-01T19:00:00Z',
  endDatetime: '2030-05-01T22:00:00Z',
  eventType: 'online',
  accessLink: 'https://meet.example/ensaio',
};

const GROUP = '50000000-0000-4000-8000-000000000001';

/** Who organises an event (issue 17): the person, or one of their groups by its id. */
describe('the event body’s groupId', () => {
  it('is a group id, null for the person themselves, or left out (an edit keeps the organiser)', () => {
    expect(eventInputSchema.parse({ ...base, groupId: GROUP }).groupId).toBe(GROUP);
    expect(eventInputSchema.parse({ ...base, groupId: null }).groupId).toBeNull();
    expect(eventInputSchema.parse(base)).not.toHaveProperty('groupId');
  });

  it.each([['grupo-da-vila'], [''], [42], [`${GROUP}x`]])('refuses %j', (groupId) => {
    const parsed = eventInputSchema.safeParse({ ...base, groupId });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['groupId', 'validation.invalid'],
    ]);
  });
});
