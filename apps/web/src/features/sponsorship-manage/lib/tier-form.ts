import {
  formatPrice,
  parsePriceToCents,
  type SponsorshipTier,
  type SponsorshipTierInput,
  sponsorshipTierInputSchema,
} from '@eventos/domain';
import { type FieldErrors, issuesToErrors } from '../../../lib/forms/field-errors.ts';

/** The tier form as typed: the amount in reais ('1.500,00' or '1500'), the slots as text. */
export interface TierFormValues {
  name: string;
  amount: string;
  benefits: string;
  slots: string;
}

/** The form's fields by their API names, in form order (errors beside each, focus on the first). */
export const TIER_FIELDS = ['name', 'amountCents', 'benefits', 'slots'] as const;
export type TierField = (typeof TIER_FIELDS)[number];

export function tierFormValues(tier: SponsorshipTier | null): TierFormValues {
  if (!tier) return { name: '', amount: '', benefits: '', slots: '1' };
  return {
    name: tier.name,
    // Typed back the way people type it in Brazil, without the currency sign.
    amount: formatPrice(tier.amountCents, 'pt-BR')
      .replace(/R\$\s?/, '')
      .trim(),
    benefits: tier.benefits ?? '',
    slots: String(tier.slots),
  };
}

/** Whole numbers only: '2.5' or '2a' must fail, not become 2. */
const wholeNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The request body, or the message code of each field that is wrong (the domain schema decides). */
export function parseTierForm(
  values: TierFormValues,
): { ok: true; input: SponsorshipTierInput } | { ok: false; errors: FieldErrors<TierField> } {
  const result = sponsorshipTierInputSchema.safeParse({
    name: values.name,
    amountCents: parsePriceToCents(values.amount) ?? Number.NaN,
    benefits: values.benefits,
    slots: wholeNumber(values.slots),
  });
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: issuesToErrors<TierField>(result.error.issues) };
}
