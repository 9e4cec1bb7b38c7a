import { sponsorshipDecisionInputSchema, sponsorshipRejectInputSchema } from '@eventos/domain';
import type { SponsorshipDecision } from '../api/sponsorship-decisions.ts';

/**
 * The note to send with a decision, or the message code to show beside the field: reject needs
 * one (the sponsor and the organiser read it), approve and end take it when given.
 */
export function validateDecisionNote(
  decision: SponsorshipDecision,
  note: string,
): { ok: true; note: string | null } | { ok: false; error: string } {
  if (decision === 'reject') {
    const parsed = sponsorshipRejectInputSchema.safeParse({ note });
    return parsed.success
      ? { ok: true, note: parsed.data.note }
      : { ok: false, error: parsed.error.issues[0]?.message ?? 'validation.invalid' };
  }
  const parsed = sponsorshipDecisionInputSchema.safeParse({ note });
  return parsed.success
    ? { ok: true, note: parsed.data.note }
    : { ok: false, error: parsed.error.issues[0]?.message ?? 'validation.invalid' };
}
