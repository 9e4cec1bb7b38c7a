import { useQuery } from '@tanstack/react-query';
import { fetchAuthSession } from '../../../lib/session/auth-session.ts';
import { profileKeys } from './profile-keys.ts';

/**
 * The name of the signed-in account as typed at sign-up (or given by the sign-in provider), read
 * from the sign-in service's session; '' when it has none. Only asked when `enabled`.
 */
export function useAccountName(enabled: boolean) {
  const query = useQuery({
    queryKey: profileKeys.accountName(),
    queryFn: async ({ signal }) => (await fetchAuthSession(signal))?.user?.name ?? '',
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { name: query.data ?? '', settled: !enabled || !query.isPending };
}
