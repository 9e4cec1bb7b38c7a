import { errorTitle } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageMeta } from '../lib/seo/use-page-meta.ts';
import { LazyErrorPage } from './errors/lazy-error-page.tsx';

const NOT_FOUND = errorTitle({ status: 404 });

/**
 * Unknown paths: the 404 variant of the error page ('Palco não encontrado!', 'Erro 404'), with
 * the same text as the document title ('Palco não encontrado! · Eventos').
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  usePageMeta(t(NOT_FOUND.titleKey), t(NOT_FOUND.messageKey));
  return <LazyErrorPage status={404} raw={`404 Not Found: ${pathname}`} />;
}
