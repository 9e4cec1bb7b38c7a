import {
  datetimeValueToIso,
  type FeaturedWindowInput,
  featuredWindowInputSchema,
  isoToDatetimeValue,
} from '@eventos/domain';
import type { FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { issuesToErrors } from '../../../../lib/forms/field-errors.ts';
import { EVENT_TIME_ZONE } from '../../../events/lib/format-event-date.ts';

/** The two pickers' values ('YYYY-MM-DDTHH:mm', read in the events' zone). */
export interface FeaturedWindowValues {
  featuredFrom: string;
  featuredUntil: string;
}
export type FeaturedWindowField = keyof FeaturedWindowValues;
export const FEATURED_WINDOW_FIELDS: readonly FeaturedWindowField[] = ['featuredFrom', 'featuredUntil'];

/** The dialog's starting values: the current window, or empty when it has none. */
export function featuredWindowValues(window: {
  featuredFrom: string | null;
  featuredUntil: string | null;
}): FeaturedWindowValues {
  return {
    featuredFrom: isoToDatetimeValue(window.featuredFrom, EVENT_TIME_ZONE),
    featuredUntil: isoToDatetimeValue(window.featuredUntil, EVENT_TIME_ZONE),
  };
}

/**
 * The body of PUT …/featured, or the first message of each field. An unfinished picker turns into
 * '' so the schema names it; taking the window away is its own button, not two empty fields.
 */
export function validateFeaturedWindow(
  values: FeaturedWindowValues,
): { ok: true; input: FeaturedWindowInput } | { ok: false; errors: FieldErrors<FeaturedWindowField> } {
  const parsed = featuredWindowInputSchema.safeParse({
    featuredFrom: datetimeValueToIso(values.featuredFrom, EVENT_TIME_ZONE),
    featuredUntil: datetimeValueToIso(values.featuredUntil, EVENT_TIME_ZONE),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: issuesToErrors<FeaturedWindowField>(parsed.error.issues) };
}
