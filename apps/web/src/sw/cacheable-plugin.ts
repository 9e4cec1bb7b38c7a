import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isCacheableResponse } from './routing-rules.ts';

/** Keeps a runtime cache to answers that may be stored (routing-rules.ts `isCacheableResponse`). */
export const cacheableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheableResponse(response) ? response : null),
};
