import type { CategoryKey } from '@eventos/domain';

/** Cover colours (gradient from → to). Covers carry no category text: the card shows it, translated. */
export interface CoverStyle {
  from: string;
  to: string;
}

export const COVER_STYLES: Record<CategoryKey, CoverStyle> = {
  business_professional: { from: '#1e3a8a', to: '#0f766e' },
  social_gatherings: { from: '#db2777', to: '#f97316' },
  arts_culture: { from: '#7c3aed', to: '#db2777' },
  community_causes: { from: '#be123c', to: '#ea580c' },
  food_drink: { from: '#b45309', to: '#dc2626' },
  sports_fitness: { from: '#15803d', to: '#0891b2' },
  education_learning: { from: '#1d4ed8', to: '#7c3aed' },
  health_wellness: { from: '#047857', to: '#65a30d' },
  religious_spiritual: { from: '#6d28d9', to: '#b45309' },
  travel_exploration: { from: '#0369a1', to: '#0d9488' },
  family_kids: { from: '#ea580c', to: '#ca8a04' },
  other: { from: '#334155', to: '#475569' },
};
