/** Venue screen and search numbers of spec §4 and §9. */
export const LOCATION_SEARCH = {
  /** Public venue search inside forms (event creation). */
  limit: 5,
  /** Public venue search on the /locations screen. */
  screenLimit: 20,
  debounceMs: 500,
  screenDebounceMs: 300,
} as const;

/** The /locations list gives up after 7 s; an auth state still loading after 5 s shows an error. */
export const LOCATION_LIST_TIMEOUT_MS = 7000;
export const AUTH_LOADING_TIMEOUT_MS = 5000;

/** The postal code lookup fires when the typed value reaches one of these lengths (with or without hyphen). */
export const POSTAL_CODE_LOOKUP_LENGTHS: readonly number[] = [8, 9];

/** Types of selection_options; venues use accessibility. */
export const SELECTION_OPTION_TYPES = ['accessibility'] as const;
export type SelectionOptionType = (typeof SELECTION_OPTION_TYPES)[number];
