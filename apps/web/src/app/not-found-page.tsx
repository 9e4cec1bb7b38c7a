import { useLocation } from 'react-router';
import { LazyErrorPage } from './errors/lazy-error-page.tsx';

/** Unknown paths: the 404 variant of the error page ('Palco não encontrado!', 'Erro 404'). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <LazyErrorPage status={404} raw={`404 Not Found: ${pathname}`} />;
}
