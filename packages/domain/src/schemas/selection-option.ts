import { z } from 'zod';
import { SELECTION_OPTION_TYPES, type SelectionOptionType } from '../constants/locations.ts';
import { LANGUAGES } from '../constants.ts';

/** GET /api/v1/selection-options?type=accessibility&lang=en */
export const selectionOptionsQuerySchema = z.object({
  type: z
    .enum(SELECTION_OPTION_TYPES, { message: 'validation.selection_options.type' })
    .default('accessibility'),
  lang: z.enum(LANGUAGES, { message: 'validation.selection_options.lang' }).optional(),
});

/** One option (spec §3 selection_options), its name in the requested language. */
export interface SelectionOption {
  id: string;
  /** Stable English key, e.g. wheelchair_access. */
  key: string;
  name: string;
  type: SelectionOptionType;
  category: string;
}

export interface SelectionOptionList {
  items: SelectionOption[];
}
