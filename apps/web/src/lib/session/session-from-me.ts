import type { MeResponse } from '@eventos/domain';
import type { Session } from './session-context.tsx';

/**
 * Spec §4 Session: a pending consent keeps the user out of the authenticated state (the consent
 * step shows); otherwise the profile says whether it is complete and which role it has.
 */
export function sessionFromMe(me: MeResponse): Session {
  return me.pendingConsents.length > 0
    ? { status: 'needs-consent', me }
    : { status: 'authenticated', profileComplete: me.profile.complete, role: me.profile.role, me };
}
