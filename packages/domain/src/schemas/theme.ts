import { z } from 'zod';
import { THEME_COLOR_TOKENS, type ThemeColorToken } from '../catalogue/theme-tokens.ts';
import { THEME_LIMITS } from '../constants/admin.ts';
import { THEME_PRIORITY_DEFAULT, THEME_PRIORITY_MAX, THEME_PRIORITY_MIN } from '../constants/theme.ts';
import { isThemeColor } from '../rules/theme-color.ts';
import { textField } from './primitives.ts';

/**
 * Themes (spec §3, §5, §7; issue 21): GET /api/v1/themes/active (public) and the admin's
 * /api/v1/admin/themes. Dates are calendar days 'YYYY-MM-DD' (or null).
 */

/** One colour: 3/6-digit hex with '#' or 'h s% l%' ('Cor inválida.'). */
export const themeColorSchema = textField('validation.theme.color.invalid', 'validation.theme.color.invalid')
  .trim()
  .refine(isThemeColor, { message: 'validation.theme.color.invalid' });

/** One mode's palette: every token. */
export const themePaletteSchema = z.object(
  Object.fromEntries(THEME_COLOR_TOKENS.map((token) => [token, themeColorSchema])) as Record<
    ThemeColorToken,
    typeof themeColorSchema
  >,
  { message: 'validation.theme.colors.invalid' },
);

export const themeColorsSchema = z.object(
  { light: themePaletteSchema, dark: themePaletteSchema },
  { message: 'validation.theme.colors.invalid' },
);

/** Years 0001–9999, as every other date of the API (year 0000 is no day the database stores). */
const DAY = /^(?!0000)\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (v: string) => {
  if (!DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** An optional day; '' and null mean none. */
const themeDay = textField('validation.theme.date.invalid', 'validation.theme.date.invalid')
  .trim()
  .refine((v) => v === '' || isCalendarDay(v), { message: 'validation.theme.date.invalid' })
  .nullish()
  .transform((v) => (v ? v : null));

/** Create and update payload (spec §7: name, description, dates, priority, colours; plus the base colour). */
export const themeInputSchema = z
  .object({
    name: textField('validation.theme.name.too_short', 'validation.theme.name.too_short')
      .trim()
      .min(THEME_LIMITS.name.min, { message: 'validation.theme.name.too_short' })
      .max(THEME_LIMITS.name.max, { message: 'validation.theme.name.too_long' }),
    description: textField('validation.theme.description.too_long', 'validation.invalid')
      .trim()
      .max(THEME_LIMITS.description.max, { message: 'validation.theme.description.too_long' })
      .nullish()
      .transform((v) => (v ? v : null)),
    startDate: themeDay,
    endDate: themeDay,
    priority: z
      .number({ message: 'validation.theme.priority.range' })
      .int({ message: 'validation.theme.priority.range' })
      .min(THEME_PRIORITY_MIN, { message: 'validation.theme.priority.range' })
      .max(THEME_PRIORITY_MAX, { message: 'validation.theme.priority.range' })
      .default(THEME_PRIORITY_DEFAULT),
    baseColor: themeColorSchema,
    colors: themeColorsSchema,
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.theme.date.range' });
  });
export type ThemeInput = z.input<typeof themeInputSchema>;
export type ThemeValues = z.output<typeof themeInputSchema>;

/** PATCH /admin/themes/{id}/active */
export const themeActiveInputSchema = z.object({
  isActive: z.boolean({ message: 'validation.invalid' }),
});

/** A theme as the admin sees it. */
export const themeSchema = z.object({
  id: z.guid(),
  name: z.string(),
  description: z.string().nullable(),
  priority: z.number().int(),
  colors: themeColorsSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  isSelected: z.boolean(),
  baseColor: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;

/** GET /admin/themes?active=true → visible ones only (spec §5), priority descending. */
export const themeListQuerySchema = z.object({
  active: z.enum(['true', 'false'], { message: 'validation.invalid' }).optional(),
});
export const themeListSchema = z.object({ items: z.array(themeSchema) });

/** GET /themes/active: the theme the app applies today, or null (the default palette). */
export const activeThemeSchema = z.object({
  theme: z
    .object({ id: z.guid(), name: z.string(), colors: themeColorsSchema, updatedAt: z.string() })
    .nullable(),
});
export type ActiveTheme = z.infer<typeof activeThemeSchema>;
