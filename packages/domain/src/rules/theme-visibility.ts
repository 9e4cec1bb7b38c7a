/**
 * Which theme the app shows (spec §5 Theme visibility, §9 priority): a theme is visible when it is
 * active and today is inside its date window — no dates means always, a start without an end is
 * excluded, an end without a start holds until the end. Dates are calendar days ('YYYY-MM-DD'),
 * both ends included, in the events' time zone.
 */

export interface ThemeWindow {
  isActive: boolean;
  startDate: string | null;
  endDate: string | null;
}

export function isThemeVisible(theme: ThemeWindow, today: string): boolean {
  if (!theme.isActive) return false;
  const { startDate, endDate } = theme;
  if (!startDate && !endDate) return true;
  if (startDate && !endDate) return false;
  if (startDate && today < startDate) return false;
  return !endDate || today <= endDate;
}

export interface RankedTheme extends ThemeWindow {
  priority: number;
  isSelected: boolean;
  updatedAt: string;
}

/** Higher priority first, then the latest edited (the admin list's and the app's order). */
export function compareThemePriority(a: RankedTheme, b: RankedTheme): number {
  return b.priority - a.priority || (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0);
}

/**
 * The theme the app applies today: the selected theme when it is visible (the admin's pin),
 * otherwise the visible theme with the highest priority (seasonal themes take over in their window
 * with no deploy); null when none is visible.
 */
export function pickAppliedTheme<T extends RankedTheme>(themes: readonly T[], today: string): T | null {
  const visible = themes.filter((theme) => isThemeVisible(theme, today)).sort(compareThemePriority);
  return visible.find((theme) => theme.isSelected) ?? visible[0] ?? null;
}
