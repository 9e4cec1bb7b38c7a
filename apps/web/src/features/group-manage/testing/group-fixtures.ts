import type {
  GroupDashboard,
  GroupDetail,
  GroupInvitation,
  GroupMember,
  GroupPerson,
  GroupViewer,
} from '@eventos/domain';
import { makeEvent } from '../../../test/fixtures.ts';

let sequence = 0;
const uuid = (prefix: string) => {
  sequence += 1;
  return `${prefix}-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export const GROUP_ID = '30000000-0000-4000-8000-000000000001';
export const GROUP_SLUG = 'corredores-da-orla';
/** The signed-in person of the tests (meFixture's id). */
export const ME_ID = '00000000-0000-4000-8000-0000000000a1';

export function makePerson(overrides: Partial<GroupPerson> = {}): GroupPerson {
  return { id: uuid('40000000'), name: 'Ana Conceição', username: 'ana', avatarUrl: null, ...overrides };
}

export function makeViewer(overrides: Partial<GroupViewer> = {}): GroupViewer {
  return {
    role: 'owner',
    following: false,
    invitationId: null,
    canManage: true,
    isOwner: true,
    ...overrides,
  };
}

/** A public group owned by the signed-in person (meFixture), unless overridden. */
export function makeGroupDetail(overrides: Partial<GroupDetail> = {}): GroupDetail {
  const owner = makePerson({ id: ME_ID, name: 'Joana Souza', username: 'joana' });
  return {
    id: GROUP_ID,
    slug: GROUP_SLUG,
    name: 'Corredores da Orla',
    category: 'sports_fitness',
    city: 'Salvador',
    visibility: 'public',
    logoUrl: null,
    coverUrl: null,
    excerpt: 'Corrida na orla todo sábado.',
    counts: { members: 3, followers: 5, upcomingEvents: 2 },
    createdAt: '2026-01-10T12:00:00.000Z',
    description: '<p>Corrida na orla todo sábado.</p>',
    owner,
    organizers: [owner],
    viewer: makeViewer(),
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export function makeMember(overrides: Partial<GroupMember> = {}): GroupMember {
  return { ...makePerson(), role: 'member', joinedAt: '2026-02-01T12:00:00.000Z', ...overrides };
}

export function makeInvitation(overrides: Partial<GroupInvitation> = {}): GroupInvitation {
  return {
    id: uuid('50000000'),
    person: makePerson({ name: 'Bia Souza', username: 'bia' }),
    email: null,
    status: 'pending',
    expired: false,
    invitedBy: makePerson({ id: ME_ID, name: 'Joana Souza', username: 'joana' }),
    createdAt: '2026-03-01T12:00:00.000Z',
    expiresAt: '2026-03-15T12:00:00.000Z',
    respondedAt: null,
    ...overrides,
  };
}

/** 90 days ending 2026-03-31, the count growing by one every 30 days from `start`. */
function series(start: number) {
  return Array.from({ length: 90 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
    return { day, value: start + Math.floor(index / 30) };
  });
}

export function makeDashboard(overrides: Partial<GroupDashboard> = {}): GroupDashboard {
  return {
    counts: { members: 3, followers: 5, upcomingEvents: 1 },
    membersOverTime: series(1),
    followersOverTime: series(3),
    upcomingEvents: [
      {
        event: makeEvent({ name: 'Treino de sábado', slug: 'treino-de-sabado' }),
        going: 12,
        waitlisted: 2,
        capacity: 20,
      },
    ],
    pendingInvitations: 2,
    ...overrides,
  };
}
