/** The parts of a router location the scroll key depends on. */
interface KeyedLocation {
  key: string;
  pathname: string;
}

const EVENT_DETAIL_PATH = /^\/events\/([^/]+)\/?$/;

/** /events/{slug} or /events/{id}, not the create form. */
export function isEventDetailPath(pathname: string): boolean {
  const slug = EVENT_DETAIL_PATH.exec(pathname)?.[1];
  return slug !== undefined && slug !== 'create';
}

/**
 * The `getKey` of the router's scroll restoration (spec §2): on event detail, a navigation that only
 * changes the query (or hash) keeps the scroll position; every other navigation starts at the top,
 * and going back still restores where the reader was.
 *
 * Each history entry gets a key the first time the router asks about it: its own, unless it is an
 * event detail page reached from the same page, when it shares that entry's key. The router asks
 * about the page being left just before it asks about the page being entered, so the location asked
 * about last is the one the reader came from.
 */
export function createScrollKeyGetter(): (location: KeyedLocation) => string {
  const keys = new Map<string, string>();
  let previous: KeyedLocation | null = null;

  return (location) => {
    let key = keys.get(location.key);
    if (key === undefined) {
      const samePage =
        previous !== null && previous.pathname === location.pathname && isEventDetailPath(location.pathname);
      key = samePage && previous ? (keys.get(previous.key) ?? previous.key) : location.key;
      keys.set(location.key, key);
    }
    previous = location;
    return key;
  };
}

/** The app's one getter (a stable function: the router re-registers it when it changes). */
export const scrollRestorationKey = createScrollKeyGetter();
