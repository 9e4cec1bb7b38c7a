import {
  EVENT_CAPACITY_LIMITS,
  EVENT_LIMITS,
  eventStep1Fields,
  eventStep2Fields,
  THEME_LIMITS,
  THEME_PRIORITY_MAX,
  THEME_PRIORITY_MIN,
  themeInputSchema,
} from '@eventos/domain';
import type { z } from 'zod';

/**
 * The sample fields of /admin/test-requirement-fields: each one validated by the domain's own
 * schema (the very rule the forms and the server use), with the rule written out for the team.
 */
export interface RequirementField {
  name: string;
  form: 'event' | 'theme';
  required: boolean;
  kind: 'text' | 'multiline' | 'number' | 'datetime';
  schema: z.ZodType;
  /** styleGuide key of the rule's description; `params` fill it. */
  rule: string;
  params?: Record<string, number>;
  /** The message codes (fields.json) the rule can give. */
  messages: string[];
}

export const REQUIREMENT_FIELDS: readonly RequirementField[] = [
  {
    name: 'eventName',
    form: 'event',
    required: true,
    kind: 'text',
    schema: eventStep1Fields.name,
    rule: 'requirements.rules.eventName',
    params: EVENT_LIMITS.name,
    messages: ['validation.event.name.too_short', 'validation.event.name.too_long'],
  },
  {
    name: 'startDatetime',
    form: 'event',
    required: true,
    kind: 'datetime',
    schema: eventStep1Fields.startDatetime,
    rule: 'requirements.rules.start',
    messages: ['validation.event.start.required', 'validation.event.start.past'],
  },
  {
    name: 'endDatetime',
    form: 'event',
    required: true,
    kind: 'datetime',
    schema: eventStep1Fields.endDatetime,
    rule: 'requirements.rules.end',
    messages: ['validation.event.end.required', 'validation.event.end.before_start'],
  },
  {
    name: 'description',
    form: 'event',
    required: false,
    kind: 'multiline',
    schema: eventStep2Fields.description,
    rule: 'requirements.rules.description',
    params: { max: EVENT_LIMITS.description.max },
    messages: ['validation.event.description.too_long'],
  },
  {
    name: 'capacity',
    form: 'event',
    required: false,
    kind: 'number',
    schema: eventStep2Fields.capacity,
    rule: 'requirements.rules.capacity',
    params: EVENT_CAPACITY_LIMITS,
    messages: ['validation.event.capacity.invalid'],
  },
  {
    name: 'themeName',
    form: 'theme',
    required: true,
    kind: 'text',
    schema: themeInputSchema.shape.name,
    rule: 'requirements.rules.themeName',
    params: THEME_LIMITS.name,
    messages: ['validation.theme.name.too_short', 'validation.theme.name.too_long'],
  },
  {
    name: 'priority',
    form: 'theme',
    required: false,
    kind: 'number',
    schema: themeInputSchema.shape.priority,
    rule: 'requirements.rules.priority',
    params: { min: THEME_PRIORITY_MIN, max: THEME_PRIORITY_MAX },
    messages: ['validation.theme.priority.range'],
  },
  {
    name: 'baseColor',
    form: 'theme',
    required: true,
    kind: 'text',
    schema: themeInputSchema.shape.baseColor,
    rule: 'requirements.rules.color',
    messages: ['validation.theme.color.invalid'],
  },
];

export type RequirementValues = Record<string, string>;

/** What the field sends: a number field's text as a number (text that is not one stays, and fails). */
function fieldValue(field: RequirementField, text: string): unknown {
  if (field.kind !== 'number') return text;
  const number = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(number) ? number : text;
}

/**
 * The message code of one field, or null when it passes: an empty optional field passes; the
 * field's schema decides the rest; then the rules across fields (start in the future — the server's
 * check, mirrored here — and end after start).
 */
export function fieldError(
  field: RequirementField,
  values: RequirementValues,
  now = Date.now(),
): string | null {
  const text = values[field.name] ?? '';
  if (!field.required && text.trim() === '') return null;
  const parsed = field.schema.safeParse(fieldValue(field, text));
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'validation.invalid';
  if (field.name === 'startDatetime' && Date.parse(parsed.data as string) <= now)
    return 'validation.event.start.past';
  if (field.name === 'endDatetime') {
    const start = Date.parse(values.startDatetime ?? '');
    if (Number.isFinite(start) && Date.parse(parsed.data as string) <= start)
      return 'validation.event.end.before_start';
  }
  return null;
}

export function allErrors(values: RequirementValues, now = Date.now()): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of REQUIREMENT_FIELDS) {
    const error = fieldError(field, values, now);
    if (error) errors[field.name] = error;
  }
  return errors;
}
