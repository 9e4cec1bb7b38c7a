import {
  CATEGORY_KEYS,
  type CategoryKey,
  type GroupDetail,
  type GroupInput,
  type GroupVisibility,
  groupInputSchema,
} from '@eventos/domain';
import { type FieldErrors, issuesToErrors } from '../../../lib/forms/field-errors.ts';

/** The form's fields in the order they show (names as the API calls them). */
export const GROUP_FIELDS = [
  'name',
  'description',
  'category',
  'city',
  'visibility',
  'logo',
  'cover',
] as const;
export type GroupField = (typeof GROUP_FIELDS)[number];
export type GroupFieldErrors = FieldErrors<GroupField>;

/** What the person typed, kept as typed (an error never clears it). */
export interface GroupFormValues {
  name: string;
  /** HTML from the editor ('' when empty). */
  description: string;
  category: CategoryKey | '';
  city: string;
  visibility: GroupVisibility;
}

export const EMPTY_GROUP_FORM: GroupFormValues = {
  name: '',
  description: '',
  category: '',
  city: '',
  visibility: 'public',
};

const isCategory = (value: string): value is CategoryKey =>
  (CATEGORY_KEYS as readonly string[]).includes(value);

/** The stored group as the edit form starts (a legacy category must be chosen again). */
export function groupToFormValues(group: GroupDetail): GroupFormValues {
  return {
    name: group.name,
    description: group.description ?? '',
    category: isCategory(group.category) ? group.category : '',
    city: group.city ?? '',
    visibility: group.visibility,
  };
}

/** The API body, or the message code of each field the contract refuses. */
export function buildGroupInput(
  values: GroupFormValues,
): { ok: true; input: GroupInput } | { ok: false; errors: GroupFieldErrors } {
  const parsed = groupInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: issuesToErrors<GroupField>(parsed.error.issues) };
}
