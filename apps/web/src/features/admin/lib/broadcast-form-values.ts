import {
  type BROADCAST_AUDIENCES,
  type BROADCAST_ROLES,
  type BroadcastInput,
  broadcastInputSchema,
} from '@eventos/domain';
import { type FieldErrors, issuesToErrors } from '../../../lib/forms/field-errors.ts';

export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];
export type BroadcastRole = (typeof BROADCAST_ROLES)[number];
export type BroadcastField = 'title' | 'body' | 'link' | 'audience' | 'role' | 'username';

/** What the form holds while the admin types (strings and the two channel boxes). */
export interface BroadcastFormValues {
  title: string;
  body: string;
  link: string;
  audience: BroadcastAudience;
  role: BroadcastRole;
  username: string;
  push: boolean;
  email: boolean;
}

export const EMPTY_BROADCAST: BroadcastFormValues = {
  title: '',
  body: '',
  link: '',
  audience: 'everyone',
  role: 'user',
  username: '',
  push: true,
  email: false,
};

export const BROADCAST_FIELD_ORDER: readonly BroadcastField[] = [
  'title',
  'body',
  'link',
  'audience',
  'role',
  'username',
];

/** The API body: role and username only for the audience that takes them. */
export function toBroadcastInput(values: BroadcastFormValues): BroadcastInput {
  return {
    title: values.title,
    body: values.body,
    link: values.link.trim() || undefined,
    audience: values.audience,
    role: values.audience === 'role' ? values.role : undefined,
    username: values.audience === 'user' ? values.username : undefined,
    channels: { push: values.push, email: values.email },
  };
}

/** Checks the form with the domain's schema: the parsed body, or each field's first message code. */
export function validateBroadcast(
  values: BroadcastFormValues,
): { ok: true; input: BroadcastInput } | { ok: false; errors: FieldErrors<BroadcastField> } {
  const parsed = broadcastInputSchema.safeParse(toBroadcastInput(values));
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: issuesToErrors<BroadcastField>(parsed.error.issues) };
}
