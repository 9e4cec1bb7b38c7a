/** TanStack Query keys of the admin console (dashboard, permissions, audit log, PWA stats). */
export const consoleKeys = {
  all: ['admin-console'] as const,
  dashboard: () => [...consoleKeys.all, 'dashboard'] as const,
  /** Every search of people, whatever the text or role. */
  people: () => [...consoleKeys.all, 'people'] as const,
  peopleSearch: (q: string, role: string | null) => [...consoleKeys.people(), q, role ?? 'all'] as const,
  /** Every page of the audit log, whatever the filter. */
  auditLog: () => [...consoleKeys.all, 'audit-log'] as const,
  auditLogFiltered: (action: string | null) => [...consoleKeys.auditLog(), action ?? 'all'] as const,
  pwaStats: () => [...consoleKeys.all, 'pwa-stats'] as const,
};
