/** Event category keys of spec §3, and how legacy keys are shown. */

export const CATEGORY_KEYS = [
  'business_professional',
  'social_gatherings',
  'arts_culture',
  'community_causes',
  'food_drink',
  'sports_fitness',
  'education_learning',
  'health_wellness',
  'religious_spiritual',
  'travel_exploration',
  'family_kids',
  'other',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const LEGACY_CATEGORY_KEYS = [
  'music',
  'party',
  'food',
  'games',
  'art',
  'sports',
  'education',
  'charity',
  'standup',
  'cinema',
] as const;
export type LegacyCategoryKey = (typeof LEGACY_CATEGORY_KEYS)[number];

const LEGACY_TO_CURRENT: Record<LegacyCategoryKey, CategoryKey> = {
  music: 'arts_culture',
  party: 'social_gatherings',
  food: 'food_drink',
  games: 'social_gatherings',
  art: 'arts_culture',
  sports: 'sports_fitness',
  education: 'education_learning',
  charity: 'community_causes',
  standup: 'arts_culture',
  cinema: 'arts_culture',
};

export function isCategoryKey(value: string): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value);
}

/** The current category a stored key is shown as; unknown keys show as 'other'. */
export function displayCategory(stored: string): CategoryKey {
  if (isCategoryKey(stored)) return stored;
  return LEGACY_TO_CURRENT[stored as LegacyCategoryKey] ?? 'other';
}
