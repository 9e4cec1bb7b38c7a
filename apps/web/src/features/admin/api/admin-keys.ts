/** TanStack Query keys of the admin area. */
export const adminKeys = {
  all: ['admin'] as const,
  broadcasts: () => [...adminKeys.all, 'broadcasts'] as const,
  broadcast: (id: string) => [...adminKeys.broadcasts(), id] as const,
};
