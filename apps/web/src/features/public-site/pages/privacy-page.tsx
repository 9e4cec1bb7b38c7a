import { LEGAL_DOCUMENTS } from '@eventos/domain';
import { LegalPage } from '../components/legal-page.tsx';

/** /privacy — privacy policy under Brazil's LGPD, version 1.0.0 of 2024-03-19. */
export function PrivacyPage() {
  return <LegalPage doc="privacy" version={LEGAL_DOCUMENTS.privacy} />;
}
