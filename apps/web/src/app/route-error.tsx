import { TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../ui/button.tsx';
import { StatusMessage } from '../ui/status-message.tsx';

/** Router errorElement: a short message and Reload. The full error page of spec §2 is a later issue. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : undefined;

  return (
    <main className="mx-auto w-full max-w-2xl px-4">
      <StatusMessage
        role="alert"
        icon={<TriangleExclamationPoint aria-hidden="true" className="size-10 text-error" />}
        title={t('routeError.title')}
        description={
          <>
            {t('routeError.message')}
            {detail ? <code className="mt-2 block break-words text-xs">{detail}</code> : null}
          </>
        }
        action={<Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>}
      />
    </main>
  );
}
