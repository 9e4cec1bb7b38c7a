import { LegalPage } from '../components/legal-page.tsx';

/** /cookies — the cookies and local storage keys the app uses. */
export function CookiesPage() {
  return <LegalPage doc="cookies" />;
}
