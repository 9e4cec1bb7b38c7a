export const THEME_TABS = ['list', 'create'] as const;
export type ThemeTab = (typeof THEME_TABS)[number];

/** The tab of the `?tab=` parameter: only list or create, anything else is the list (spec §2). */
export function parseThemeTab(value: string | null): ThemeTab {
  return value === 'create' ? 'create' : 'list';
}
