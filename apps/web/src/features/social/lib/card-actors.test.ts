import type { SocialPerson } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { cardActors } from './card-actors.ts';

const person = (name: string): SocialPerson => ({
  id: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
  username: name.toLowerCase(),
  name,
  avatarUrl: null,
  city: null,
});
const names = (result: ReturnType<typeof cardActors>) => [result.named.map((p) => p.name), result.others];

describe('cardActors', () => {
  it('names everyone when all are known and at most three', () => {
    expect(names(cardActors([person('Ana')], 1))).toEqual([['Ana'], 0]);
    expect(names(cardActors([person('Ana'), person('Bruno'), person('Carla')], 3))).toEqual([
      ['Ana', 'Bruno', 'Carla'],
      0,
    ]);
  });

  it('names two and counts the rest when more did it', () => {
    expect(names(cardActors([person('Ana'), person('Bruno'), person('Carla')], 5))).toEqual([
      ['Ana', 'Bruno'],
      3,
    ]);
    expect(names(cardActors([person('Ana')], 4))).toEqual([['Ana'], 3]);
  });

  it('never counts fewer people than it names', () => {
    expect(names(cardActors([person('Ana'), person('Bruno')], 0))).toEqual([['Ana', 'Bruno'], 0]);
  });
});
