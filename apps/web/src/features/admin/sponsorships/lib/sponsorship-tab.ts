export const SPONSORSHIP_TABS = ['queue', 'featured', 'totals'] as const;
export type SponsorshipTab = (typeof SPONSORSHIP_TABS)[number];

/** The tab of the `?tab=` parameter; anything unknown is the queue. */
export function parseSponsorshipTab(value: string | null): SponsorshipTab {
  return SPONSORSHIP_TABS.find((tab) => tab === value) ?? 'queue';
}
