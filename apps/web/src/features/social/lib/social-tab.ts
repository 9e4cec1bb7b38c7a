/** The tabs of /social, chosen by the query `tab` (spec §2: timeline, friends or seguindo). */
export const SOCIAL_TABS = ['timeline', 'friends', 'seguindo'] as const;
export type SocialTab = (typeof SOCIAL_TABS)[number];

/** The tab a `tab` value opens: the timeline unless it names another tab. */
export function socialTabOf(value: string | null): SocialTab {
  return SOCIAL_TABS.find((tab) => tab === value) ?? 'timeline';
}
