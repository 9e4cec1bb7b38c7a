import { lazy, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-context.tsx';

const ConsentStep = lazy(() =>
  import('../../features/auth/pages/auth-pages.ts').then((m) => ({ default: m.ConsentStep })),
);

/**
 * Pages that stay as they are: the documents the step links to (they open in a new tab) and the
 * sign-in popup, which must report back to its opener (where the step then shows).
 */
const PASS_THROUGH = /^\/(terms|privacy|cookies|auth\/popup(-done)?)(\/|$)/;

/**
 * Spec §4 Consent: while a signed-in user has a consent pending, every page but the legal texts
 * shows the consent step instead (its code loads only then).
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status !== 'needs-consent' || PASS_THROUGH.test(pathname)) return children;
  return <ConsentStep me={session.me} />;
}
