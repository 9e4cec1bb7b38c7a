import type { CategoryKey } from '@eventos/domain';

/** Cover colours (gradient from → to) and the pt-BR label printed on generated covers. */
export interface CoverStyle {
  from: string;
  to: string;
  label: string;
}

export const COVER_STYLES: Record<CategoryKey, CoverStyle> = {
  business_professional: { from: '#1e3a8a', to: '#0f766e', label: 'Negócios' },
  social_gatherings: { from: '#db2777', to: '#f97316', label: 'Encontros' },
  arts_culture: { from: '#7c3aed', to: '#db2777', label: 'Arte e cultura' },
  community_causes: { from: '#be123c', to: '#ea580c', label: 'Causas sociais' },
  food_drink: { from: '#b45309', to: '#dc2626', label: 'Gastronomia' },
  sports_fitness: { from: '#15803d', to: '#0891b2', label: 'Esportes' },
  education_learning: { from: '#1d4ed8', to: '#7c3aed', label: 'Educação' },
  health_wellness: { from: '#047857', to: '#65a30d', label: 'Saúde e bem-estar' },
  religious_spiritual: { from: '#6d28d9', to: '#b45309', label: 'Espiritualidade' },
  travel_exploration: { from: '#0369a1', to: '#0d9488', label: 'Passeios e viagens' },
  family_kids: { from: '#ea580c', to: '#ca8a04', label: 'Família e crianças' },
  other: { from: '#334155', to: '#475569', label: 'Outros' },
};
