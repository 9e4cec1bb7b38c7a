import { useLocation } from 'react-router';
import { ErrorPage } from './errors/error-page.tsx';

/** Unknown paths: the 404 variant of the error page ('Palco não encontrado!', 'Erro 404'). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} raw={`404 Not Found: ${pathname}`} />;
}
