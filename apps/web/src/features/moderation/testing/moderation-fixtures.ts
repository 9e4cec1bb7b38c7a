import type { ModerationLogEntry, ReportQueueItem, ReportSummary, SocialPerson } from '@eventos/domain';

let sequence = 0;
const uuid = (n: number) => `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const next = () => {
  sequence += 1;
  return sequence;
};

export function makePerson(overrides: Partial<SocialPerson> = {}): SocialPerson {
  const n = next();
  return {
    id: uuid(n),
    username: `pessoa${n}`,
    name: `Pessoa ${n}`,
    avatarUrl: null,
    city: null,
    ...overrides,
  };
}

export function makeReport(overrides: Partial<ReportSummary> = {}): ReportSummary {
  return {
    id: uuid(next()),
    reporter: makePerson({ name: 'Bruno Reis', username: 'bruno' }),
    reason: 'spam',
    details: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

/** A comment reported twice for spam: open, visible, its author not suspended. */
export function makeQueueItem(overrides: Partial<ReportQueueItem> = {}): ReportQueueItem {
  const reports = overrides.reports ?? [
    makeReport({ createdAt: '2026-11-21T10:00:00.000Z' }),
    makeReport({ reporter: makePerson({ name: 'Carla Dias', username: 'carla' }) }),
  ];
  return {
    targetType: 'comment',
    targetId: uuid(next()),
    reportCount: reports.length,
    reasons: [{ reason: 'spam', count: reports.length }],
    firstReportedAt: '2026-11-20T15:00:00.000Z',
    lastReportedAt: '2026-11-21T10:00:00.000Z',
    content: {
      title: 'Roda de samba na praça',
      text: 'Compre seguidores baratos em www.exemplo.com',
      path: '/events/roda-de-samba#comment-1',
      author: makePerson({ name: 'Diego Alves', username: 'diego' }),
      hidden: false,
      cancelled: false,
      authorSuspendedUntil: null,
    },
    reports,
    ...overrides,
  };
}

export function makeLogEntry(overrides: Partial<ModerationLogEntry> = {}): ModerationLogEntry {
  return {
    id: uuid(next()),
    admin: makePerson({ name: 'Joana Souza', username: 'joana' }),
    targetType: 'comment',
    targetId: uuid(next()),
    action: 'hide',
    note: 'Propaganda repetida.',
    suspendedUntil: null,
    resolvedReports: 2,
    createdAt: '2026-11-22T09:30:00.000Z',
    ...overrides,
  };
}
