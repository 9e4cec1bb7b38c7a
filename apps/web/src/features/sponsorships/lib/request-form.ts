import { type SponsorshipRequestInput, sponsorshipRequestInputSchema } from '@eventos/domain';
import { type FieldErrors, issuesToErrors } from '../../../lib/forms/field-errors.ts';
import { avatarFileError } from '../../profile/lib/avatar-file.ts';

/** The request form's fields, in the order they show (the first with an error takes focus). */
export const REQUEST_FIELDS = ['tierId', 'groupId', 'displayName', 'logo', 'linkUrl', 'message'] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];

/** What the person typed, kept as typed while there are errors. */
export interface RequestDraft {
  tierId: string;
  /** '' when sponsoring as oneself. */
  groupId: string;
  displayName: string;
  logo: File | null;
  linkUrl: string;
  message: string;
}

/** The input to send, or the `fields` message code of each field that is wrong. */
export function parseRequest(
  draft: RequestDraft,
): { input: SponsorshipRequestInput; errors: null } | { input: null; errors: FieldErrors<RequestField> } {
  const result = sponsorshipRequestInputSchema.safeParse({
    tierId: draft.tierId,
    groupId: draft.groupId || null,
    displayName: draft.displayName,
    linkUrl: draft.linkUrl,
    message: draft.message,
  });
  const errors: FieldErrors<RequestField> = result.success ? {} : issuesToErrors(result.error.issues);
  // The logo goes in a second call after the request: the same checks the avatar editor makes.
  const logo = draft.logo ? avatarFileError(draft.logo) : null;
  if (logo) errors.logo = logo;
  if (result.success && !logo) return { input: result.data, errors: null };
  return { input: null, errors };
}
