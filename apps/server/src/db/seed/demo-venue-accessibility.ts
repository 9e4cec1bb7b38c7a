/** Accessibility features of the demo venues, by venue key (selection_options keys). */
export const DEMO_VENUE_ACCESSIBILITY: Readonly<Record<string, readonly string[]>> = {
  'sp-centro-cultural': [
    'wheelchair_access',
    'lift',
    'accessible_toilet',
    'libras_interpretation',
    'tactile_floor',
  ],
  'sp-parque': ['step_free_route', 'accessible_toilet', 'guide_dog_welcome'],
  'sp-galpao': ['wheelchair_access', 'accessible_toilet', 'quiet_room'],
  'rj-largo': ['step_free_route', 'guide_dog_welcome'],
  'rj-aterro': ['step_free_route', 'reserved_parking', 'accessible_toilet'],
  'bh-mercado': ['wheelchair_access', 'lift', 'reserved_parking', 'priority_service'],
  'bh-praca': ['step_free_route', 'tactile_floor'],
  'ssa-pelourinho': ['guide_dog_welcome', 'priority_service'],
  'rec-marco-zero': ['step_free_route', 'tactile_floor', 'libras_interpretation'],
  'poa-usina': ['wheelchair_access', 'lift', 'accessible_toilet', 'audio_description', 'braille_material'],
  'cwb-jardim': ['step_free_route', 'reserved_parking', 'accessible_toilet'],
  'for-dragao': ['wheelchair_access', 'lift', 'accessible_toilet', 'hearing_loop', 'live_captions'],
  'bsb-parque': ['step_free_route', 'reserved_parking', 'wheelchair_loan'],
  'floripa-lagoa': ['guide_dog_welcome'],
  'sp-hub': ['wheelchair_access', 'lift', 'accessible_toilet', 'reserved_seating', 'quiet_room'],
};
