import type { GroupCard, GroupDetail, GroupFollower, GroupPerson, GroupViewer } from '@eventos/domain';

let sequence = 0;

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makePerson(overrides: Partial<GroupPerson> = {}): GroupPerson {
  sequence += 1;
  return {
    id: uuid('00000000', 500 + sequence),
    name: `Pessoa ${sequence}`,
    username: `pessoa${sequence}`,
    avatarUrl: null,
    ...overrides,
  };
}

export function makeGroupCard(overrides: Partial<GroupCard> = {}): GroupCard {
  sequence += 1;
  return {
    id: uuid('20000000', sequence),
    slug: `grupo-${sequence}`,
    name: `Grupo ${sequence}`,
    category: 'arts_culture',
    city: 'Salvador',
    visibility: 'public',
    logoUrl: null,
    coverUrl: null,
    excerpt: null,
    counts: { members: 12, followers: 3, upcomingEvents: 1 },
    createdAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export const OUTSIDER: GroupViewer = {
  role: null,
  following: false,
  invitationId: null,
  canManage: false,
  isOwner: false,
};

export const OWNER: GroupViewer = {
  role: 'owner',
  following: false,
  invitationId: null,
  canManage: true,
  isOwner: true,
};

export function makeGroupDetail(overrides: Partial<GroupDetail> = {}): GroupDetail {
  const card = makeGroupCard(overrides);
  const owner = overrides.owner ?? makePerson({ name: 'Lia Santos', username: 'lia' });
  return {
    ...card,
    description: '<p>Rodas de samba todo sábado no Pelourinho.</p>',
    owner,
    organizers: [owner],
    viewer: OUTSIDER,
    updatedAt: '2026-01-11T12:00:00.000Z',
    ...overrides,
  };
}

export function makeFollower(overrides: Partial<GroupFollower> = {}): GroupFollower {
  return { ...makePerson(), followedAt: '2026-02-01T15:00:00.000Z', ...overrides };
}
