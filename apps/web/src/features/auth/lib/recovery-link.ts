/**
 * Spec §4 Sign-in callback: a recovery link that came back to /auth (`#recovery`, with the token in
 * the query or the fragment) goes on to /reset-password?token=…&type=recovery. Null otherwise.
 */
export function recoveryTarget(search: string, hash: string): string | null {
  const fragment = hash.replace(/^#/, '');
  const fragmentParams = new URLSearchParams(fragment);
  const isRecovery =
    fragment === 'recovery' || fragmentParams.get('type') === 'recovery' || fragmentParams.has('recovery');
  if (!isRecovery) return null;
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? fragmentParams.get('token') ?? fragmentParams.get('access_token');
  return token ? `/reset-password?${new URLSearchParams({ token, type: 'recovery' })}` : null;
}
