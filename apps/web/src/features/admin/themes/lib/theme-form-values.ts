import {
  DEFAULT_THEME_BASE_COLOR,
  DEFAULT_THEME_COLORS,
  type Theme,
  type ThemeColorToken,
  type ThemeValues,
  themeInputSchema,
} from '@eventos/domain';
import { ApiError } from '../../../../lib/api-error.ts';

export type ThemeMode = 'light' | 'dark';
export type ThemeFormPalette = Record<ThemeColorToken, string>;

/** What the form holds while the admin types: every value as text, as typed. */
export interface ThemeFormValues {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  priority: string;
  baseColor: string;
  colors: Record<ThemeMode, ThemeFormPalette>;
}

/**
 * Message codes by field path: 'name', 'priority', 'colors.light.primary'… (the paths of the
 * domain schema's issues and of the API's problem+json `errors[]`).
 */
export type ThemeFormErrors = Record<string, string>;

/** The top fields in form order, to focus the first one with an error. */
export const THEME_FIELD_ORDER = [
  'name',
  'description',
  'startDate',
  'endDate',
  'priority',
  'baseColor',
] as const;

/** A new theme: the default base colour and the default palette (spec §9). */
export function emptyThemeForm(): ThemeFormValues {
  return {
    name: '',
    description: '',
    startDate: '',
    endDate: '',
    priority: '0',
    baseColor: DEFAULT_THEME_BASE_COLOR,
    colors: { light: { ...DEFAULT_THEME_COLORS.light }, dark: { ...DEFAULT_THEME_COLORS.dark } },
  };
}

/** The form of a saved theme, to edit it. */
export function themeToForm(theme: Theme): ThemeFormValues {
  return {
    name: theme.name,
    description: theme.description ?? '',
    startDate: theme.startDate ?? '',
    endDate: theme.endDate ?? '',
    priority: String(theme.priority),
    baseColor: theme.baseColor,
    colors: {
      light: { ...DEFAULT_THEME_COLORS.light, ...theme.colors.light },
      dark: { ...DEFAULT_THEME_COLORS.dark, ...theme.colors.dark },
    },
  };
}

/** A blank priority is the default (0); anything else must read as a number. */
function priorityOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** Checks the form with the domain's schema: the API body, or each field's first message code. */
export function validateThemeForm(
  values: ThemeFormValues,
): { ok: true; input: ThemeValues } | { ok: false; errors: ThemeFormErrors } {
  const parsed = themeInputSchema.safeParse({
    name: values.name,
    description: values.description,
    startDate: values.startDate,
    endDate: values.endDate,
    priority: priorityOf(values.priority),
    baseColor: values.baseColor,
    colors: values.colors,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: ThemeFormErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { ok: false, errors };
}

/** Field errors of a problem+json answer (`errors[{path, code}]`), or null when it has none. */
export function serverThemeErrors(error: unknown): ThemeFormErrors | null {
  if (!(error instanceof ApiError) || error.errors.length === 0) return null;
  const errors: ThemeFormErrors = {};
  for (const { path, code } of error.errors) {
    const key = path.split(/[./]/).filter(Boolean).join('.');
    if (key) errors[key] ??= code;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The first path with an error: a top field in form order, else the first colour. */
export function firstErrorPath(errors: ThemeFormErrors): string | undefined {
  return THEME_FIELD_ORDER.find((field) => errors[field]) ?? Object.keys(errors)[0];
}
