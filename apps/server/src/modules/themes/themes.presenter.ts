import type { ActiveTheme, Theme, ThemeColors } from '@eventos/domain';
import type { ThemeRow } from './themes.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A themes row as the admin API answers it (themeSchema). */
export function toTheme(row: ThemeRow): Theme {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priority: row.priority,
    colors: row.colors,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    isSelected: row.isSelected,
    baseColor: row.baseColor,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** What app.applied_theme answers, as GET /themes/active sends it (activeThemeSchema). */
export interface AppliedThemeRow {
  id: string;
  name: string;
  colors: ThemeColors;
  updated_at: Date | string;
}

export function toActiveTheme(row: AppliedThemeRow | undefined): ActiveTheme {
  if (!row) return { theme: null };
  return { theme: { id: row.id, name: row.name, colors: row.colors, updatedAt: iso(row.updated_at) } };
}

/**
 * A theme's state in the audit log: everything but the palettes (about 100 colours), which would
 * make every entry large; `colorsChanged` says which modes an edit changed instead.
 */
export function auditSnapshot(row: ThemeRow) {
  return {
    name: row.name,
    priority: row.priority,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    isSelected: row.isSelected,
    baseColor: row.baseColor,
  };
}
