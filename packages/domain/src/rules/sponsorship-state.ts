import type { SponsorshipAction, SponsorshipState } from '../constants/sponsorships.ts';

/** Who takes an action: the sponsor, the event's organiser, or an administrator. */
export type SponsorshipActor = 'sponsor' | 'organiser' | 'admin';

interface Transition {
  from: readonly SponsorshipState[];
  to: SponsorshipState;
  by: SponsorshipActor;
}

/**
 * The state machine of a sponsorship (issue 22). The organiser accepts or declines a request; an
 * administrator approves what the organiser accepted, or rejects it (declined, with a note), and
 * ends an approved one; the sponsor withdraws while it is not yet approved.
 */
export const SPONSORSHIP_TRANSITIONS: Record<SponsorshipAction, Transition> = {
  accept: { from: ['requested'], to: 'accepted', by: 'organiser' },
  decline: { from: ['requested', 'accepted'], to: 'declined', by: 'organiser' },
  withdraw: { from: ['requested', 'accepted'], to: 'withdrawn', by: 'sponsor' },
  approve: { from: ['accepted'], to: 'approved', by: 'admin' },
  reject: { from: ['requested', 'accepted'], to: 'declined', by: 'admin' },
  end: { from: ['approved'], to: 'ended', by: 'admin' },
};

/** The state an action leads to from `state`, or null when it cannot be taken from there. */
export function nextSponsorshipState(
  state: SponsorshipState,
  action: SponsorshipAction,
): SponsorshipState | null {
  const transition = SPONSORSHIP_TRANSITIONS[action];
  return transition.from.includes(state) ? transition.to : null;
}

/** Only an approved sponsorship is ever shown to the public. */
export const isPublicSponsorship = (state: SponsorshipState): boolean => state === 'approved';

/** States that hold one of a tier's slots: accepted or approved. */
export const holdsTierSlot = (state: SponsorshipState): boolean =>
  state === 'accepted' || state === 'approved';

/** States nothing more happens to. */
export const isFinalSponsorshipState = (state: SponsorshipState): boolean =>
  state === 'declined' || state === 'withdrawn' || state === 'ended';
