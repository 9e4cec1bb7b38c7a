/**
 * Cache Storage names shared by the page and the service worker: the worker's runtime image route
 * reads and writes the same cache the saved events fill, so a cover saved for offline is found there.
 */
export const EVENT_IMAGES_CACHE = 'eventos-images';
