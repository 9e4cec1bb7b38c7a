/** The tabs of /participating, chosen by the query `mainTab` (spec §2). */
export const MAIN_TABS = ['participating', 'organizing'] as const;
export type MainTab = (typeof MAIN_TABS)[number];

/** The tab a `mainTab` value opens: participating unless it names another tab. */
export function mainTabOf(value: string | null): MainTab {
  return MAIN_TABS.find((tab) => tab === value) ?? 'participating';
}
