import type { AdminDashboard, AdminPerson, AuditEntry, PwaStats } from '@eventos/domain';

let ids = 0;
const nextId = () => {
  ids += 1;
  return `72000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
};

const weeks = (counts: number[]) =>
  counts.map((count, index) => ({ week: `2026-10-${String(5 + index * 7).padStart(2, '0')}`, count }));

export function makeDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    people: { total: 1234, active: 456, newPerWeek: weeks([3, 5, 0, 8]) },
    events: { published: 42, upcoming: 17, cancelled: 3 },
    rsvpsPerWeek: weeks([10, 20, 30, 40]),
    checkinsPerWeek: weeks([1, 2, 3, 4]),
    openReports: 7,
    pendingSponsorships: null,
    generatedAt: '2026-11-26T12:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminPerson(overrides: Partial<AdminPerson> = {}): AdminPerson {
  return {
    id: nextId(),
    username: 'ana',
    name: 'Ana Souza',
    email: 'ana@example.com',
    avatarUrl: null,
    role: 'user',
    createdAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: nextId(),
    actor: { id: nextId(), username: 'bia', name: 'Bia Admin' },
    action: 'role.grant',
    targetType: 'profile',
    targetId: nextId(),
    targetLabel: '@ana',
    before: { role: 'user' },
    after: { role: 'moderator' },
    reason: 'Ajuda na fila de denúncias',
    createdAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export function makePwaStats(overrides: Partial<PwaStats> = {}): PwaStats {
  return {
    days: 30,
    beacons: 200,
    installed: 50,
    displayModes: [
      { value: 'browser', count: 150 },
      { value: 'standalone', count: 50 },
    ],
    platforms: [
      { value: 'android', count: 100 },
      { value: 'ios', count: 60 },
      { value: 'desktop', count: 40 },
    ],
    pushOptIn: 80,
    perDay: [
      { day: '2026-11-24', beacons: 60, installed: 10 },
      { day: '2026-11-25', beacons: 80, installed: 20 },
      { day: '2026-11-26', beacons: 60, installed: 20 },
    ],
    ...overrides,
  };
}
