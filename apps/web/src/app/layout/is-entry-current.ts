import { normalizePath } from '@eventos/domain';

/** True when a nested entry's target ('/social?tab=friends') is the page being shown. */
export function isEntryCurrent(pathname: string, search: string, to: string): boolean {
  const [path = '', query] = to.split('?', 2);
  if (normalizePath(pathname) !== normalizePath(path)) return false;
  return (
    query === undefined || new URLSearchParams(search).toString() === new URLSearchParams(query).toString()
  );
}
