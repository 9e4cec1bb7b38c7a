import { LEGAL_DOCUMENTS } from '@eventos/domain';
import { LegalPage } from '../components/legal-page.tsx';

/** /terms — terms of use, version 1.0.0 of 2024-03-20. */
export function TermsPage() {
  return <LegalPage doc="terms" version={LEGAL_DOCUMENTS.terms} />;
}
