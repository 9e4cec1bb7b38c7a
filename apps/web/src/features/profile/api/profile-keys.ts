/** TanStack Query keys of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
  /** The account's name from the sign-in service (suggests the first and last name). */
  accountName: () => [...profileKeys.all, 'account-name'] as const,
};
