import { useLocation } from 'react-router';
import { signInHref } from '../../groups/lib/group-links.ts';

/** /auth, then back to the page shown now (path, query and hash) once signed in. */
export function useSignInHref(): string {
  const location = useLocation();
  return signInHref(`${location.pathname}${location.search}${location.hash}`);
}
