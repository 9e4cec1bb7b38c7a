/**
 * Spec §4 Push status: idle, loading, granted, denied, error.
 * idle → loading when enabling starts; → granted on permission and token success; → denied when the
 * person refuses; → error on failure or time-out; back to idle when no session exists (with an error
 * asking to sign in) or when nothing is granted at startup.
 */
export const PUSH_STATUSES = ['idle', 'loading', 'granted', 'denied', 'error'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

export type PushEvent =
  | { type: 'enable' }
  | { type: 'registered' }
  | { type: 'refused' }
  | { type: 'failed'; reason: 'unsupported' | 'timeout' | 'server' | 'registration' }
  | { type: 'no-session' }
  | { type: 'startup'; permission: 'granted' | 'denied' | 'default'; registered: boolean };

export interface PushState {
  status: PushStatus;
  /** i18n key of what to tell the person, if anything. */
  message?: string;
}

const FAILURE_MESSAGES: Record<Extract<PushEvent, { type: 'failed' }>['reason'], string> = {
  unsupported: 'push.errors.unsupported',
  timeout: 'push.errors.timeout',
  server: 'push.errors.register',
  registration: 'push.errors.native_register',
};

export function pushTransition(state: PushState, event: PushEvent): PushState {
  switch (event.type) {
    case 'enable':
      return state.status === 'loading' ? state : { status: 'loading' };
    case 'registered':
      return { status: 'granted' };
    case 'refused':
      return { status: 'denied', message: 'push.errors.denied' };
    case 'failed':
      return { status: 'error', message: FAILURE_MESSAGES[event.reason] };
    case 'no-session':
      return { status: 'idle', message: 'push.errors.sign_in' };
    case 'startup':
      if (event.permission === 'denied') return { status: 'denied' };
      if (event.permission === 'granted' && event.registered) return { status: 'granted' };
      return { status: 'idle' };
  }
}
