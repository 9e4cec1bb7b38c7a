import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Without a connection: "Você está sem conexão. Mostrando o que está salvo neste aparelho.", and
 * how many of the person's actions wait to be sent. Nothing when online.
 */
export function OfflineBanner({ online, pending }: { online: boolean; pending: number }) {
  const { t } = useTranslation('offline');
  return (
    <div role="status" className="empty:hidden">
      {online ? null : (
        <div className="flex items-start gap-2 bg-warning-container px-4 py-2 text-on-warning-container text-sm tablet:px-6">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="flex flex-col gap-0.5 tablet:flex-row tablet:flex-wrap tablet:gap-x-2">
            <span>{t('banner.offline')}</span>
            {pending > 0 ? (
              <span className="font-semibold">{t('banner.pending', { count: pending })}</span>
            ) : null}
          </p>
        </div>
      )}
    </div>
  );
}
