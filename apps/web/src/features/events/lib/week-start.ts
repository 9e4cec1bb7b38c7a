interface WeekInfo {
  firstDay: number;
}

type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** Where the platform cannot tell: Brazil and the US start on Sunday, Spain and China on Monday, Arabic on Saturday. */
const FALLBACK_BY_LANGUAGE: Record<string, number> = { pt: 0, en: 0, es: 1, zh: 1, ar: 6 };

/** The first day of the week in `language`: 0 = Sunday … 6 = Saturday. */
export function firstDayOfWeek(language: string): number {
  try {
    const locale = new Intl.Locale(language).maximize() as LocaleWithWeekInfo;
    const info = typeof locale.getWeekInfo === 'function' ? locale.getWeekInfo() : locale.weekInfo;
    // Intl numbers the days 1 = Monday … 7 = Sunday.
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay % 7;
    return FALLBACK_BY_LANGUAGE[locale.language] ?? 1;
  } catch {
    return FALLBACK_BY_LANGUAGE[language.slice(0, 2)] ?? 1;
  }
}
