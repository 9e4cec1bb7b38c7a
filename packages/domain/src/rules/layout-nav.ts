import { isWithinPath } from './layout-path.ts';

/** A navigation tab is active when the path equals the tab's path or starts with it plus '/'. */
export function isNavItemActive(path: string, itemPath: string): boolean {
  return isWithinPath(path, itemPath);
}
