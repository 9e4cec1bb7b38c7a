/** TanStack Query keys of the admin's theme management. */
export const themeKeys = {
  all: ['admin', 'themes'] as const,
  list: () => [...themeKeys.all, 'list'] as const,
};
