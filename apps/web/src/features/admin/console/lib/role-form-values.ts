import { type Role, type RoleChangeInput, roleChangeInputSchema } from '@eventos/domain';
import { type FieldErrors, issuesToErrors } from '../../../../lib/forms/field-errors.ts';

export type RoleField = 'role' | 'reason';

export const ROLE_FIELD_ORDER: readonly RoleField[] = ['role', 'reason'];

export interface RoleFormValues {
  role: Role;
  reason: string;
}

/** Checks the dialog with the domain's schema: the API body, or each field's first message code. */
export function validateRoleChange(
  values: RoleFormValues,
): { ok: true; input: RoleChangeInput } | { ok: false; errors: FieldErrors<RoleField> } {
  const parsed = roleChangeInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: issuesToErrors<RoleField>(parsed.error.issues) };
}
