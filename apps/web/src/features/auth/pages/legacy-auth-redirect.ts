import { type LoaderFunctionArgs, redirect } from 'react-router';
import { legacyAuthPath } from '../lib/legacy-auth-path.ts';

/** /login, /signup, /forgot-password and /index: redirects before anything renders. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(legacyAuthPath(url.pathname, url.search));
}
