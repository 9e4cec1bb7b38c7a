import { useMatches } from 'react-router';
import type { AppRouteHandle } from '../routes/app-route-objects.tsx';

function isAppRouteHandle(handle: unknown): handle is AppRouteHandle {
  return typeof handle === 'object' && handle !== null && 'chrome' in handle;
}

/** The handle of the matched feature page, or null when no page matched (the not-found page). */
export function useRouteHandle(): AppRouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isAppRouteHandle(handle)) return handle;
  }
  return null;
}
