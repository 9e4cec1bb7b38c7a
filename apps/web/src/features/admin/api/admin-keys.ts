/** TanStack Query keys of the admin area. */
export const adminKeys = {
  all: ['admin'] as const,
  broadcasts: () => [...adminKeys.all, 'broadcasts'] as const,
  broadcast: (id: string) => [...adminKeys.broadcasts(), id] as const,
  /** Every page of the reports queue, whatever the filter. */
  reports: () => [...adminKeys.all, 'reports'] as const,
  reportQueue: (status: string, targetType: string | null) =>
    [...adminKeys.reports(), 'queue', status, targetType ?? 'all'] as const,
  openReportsTotal: () => [...adminKeys.reports(), 'open-total'] as const,
  moderationLog: () => [...adminKeys.reports(), 'log'] as const,
};
