import {
  type CreateReportInput,
  createReportSchema,
  type ReportReason,
  type ReportTargetType,
} from '@eventos/domain';
import { type FieldErrors, issuesToErrors } from '../../../lib/forms/field-errors.ts';

/** The dialog's fields, and the target (a problem of the target shows above the buttons). */
export type ReportField = 'reason' | 'details' | 'targetType' | 'targetId';

/** What the dialog holds while the person chooses and types. */
export interface ReportFormValues {
  reason: ReportReason | '';
  details: string;
}

export const EMPTY_REPORT: ReportFormValues = { reason: '', details: '' };

export const REPORT_FIELD_ORDER: readonly ReportField[] = ['reason', 'details'];

/** The problem of the target itself, if any (not a field the person can fix). */
export function targetError(errors: FieldErrors<ReportField>): string | undefined {
  return errors.targetType ?? errors.targetId;
}

/**
 * Checks the dialog with the domain's schema: the API body, or each field's first message code
 * (a reason is required; 'other' needs details; details at most 1000 characters).
 */
export function validateReport(
  target: { targetType: ReportTargetType; targetId: string },
  values: ReportFormValues,
): { ok: true; input: CreateReportInput } | { ok: false; errors: FieldErrors<ReportField> } {
  const parsed = createReportSchema.safeParse({
    ...target,
    reason: values.reason || undefined,
    details: values.details,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: issuesToErrors<ReportField>(parsed.error.issues) };
}
