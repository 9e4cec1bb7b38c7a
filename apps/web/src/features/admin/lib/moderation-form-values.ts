import {
  type ModerationAction,
  type ModerationActionInput,
  moderationActionInputSchema,
  type ReportTargetType,
} from '@eventos/domain';
import { type FieldErrors, issuesToErrors } from '../../../lib/forms/field-errors.ts';

/** The suspension lengths offered, as the radio values: days, or 'forever'. */
export const SUSPEND_CHOICES = ['1', '7', '30', 'forever'] as const;
export type SuspendChoice = (typeof SUSPEND_CHOICES)[number];

export type ModerationField = 'note' | 'suspendDays' | 'action' | 'targetType' | 'targetId';

export const MODERATION_FIELD_ORDER: readonly ModerationField[] = ['suspendDays', 'note'];

export interface ModerationFormValues {
  note: string;
  days: SuspendChoice | '';
}

export const EMPTY_MODERATION: ModerationFormValues = { note: '', days: '' };

function suspendDays(days: SuspendChoice | ''): 1 | 7 | 30 | null | undefined {
  if (days === '') return undefined;
  return days === 'forever' ? null : (Number(days) as 1 | 7 | 30);
}

/** Checks the dialog with the domain's schema: the API body, or each field's first message code. */
export function validateModeration(
  target: { targetType: ReportTargetType; targetId: string; action: ModerationAction },
  values: ModerationFormValues,
): { ok: true; input: ModerationActionInput } | { ok: false; errors: FieldErrors<ModerationField> } {
  const days = target.action === 'suspend' ? suspendDays(values.days) : undefined;
  const parsed = moderationActionInputSchema.safeParse({
    ...target,
    note: values.note,
    ...(days === undefined ? {} : { suspendDays: days }),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: issuesToErrors<ModerationField>(parsed.error.issues) };
}
