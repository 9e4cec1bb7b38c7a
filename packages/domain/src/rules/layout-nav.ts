import { isWithinPath, normalizePath } from './layout-path.ts';

/** A navigation tab is active when the path equals the tab's path or starts with it plus '/'. */
export function isNavItemActive(path: string, itemPath: string): boolean {
  return isWithinPath(path, itemPath);
}

/** A navigation entry as the active-entry rule sees it: its id and where it leads (its own page, its children's). */
export interface NavEntryPaths {
  id: string;
  paths: readonly string[];
}

/**
 * The entry that holds the current path most closely, or null: an entry is active when the path is
 * its page or lies below it (spec §2), and its children's pages count as its own. So on
 * /events/create the entry that offers 'create event' wins over the events tab.
 */
export function activeNavEntry(path: string, entries: readonly NavEntryPaths[]): string | null {
  let active: { id: string; length: number } | null = null;
  for (const entry of entries)
    for (const target of entry.paths) {
      const length = normalizePath(target).length;
      if (isNavItemActive(path, target) && (active === null || length > active.length))
        active = { id: entry.id, length };
    }
  return active?.id ?? null;
}
