import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import type { InstallOffer } from '../hooks/use-install-offer.ts';

interface InstallCardProps {
  offer: InstallOffer;
  onInstall: () => void;
  onLater: () => void;
}

/** "Instale o Eventos": why, then "Instalar" (or, on iOS Safari, how to add it) and "Agora não". */
export function InstallCard({ offer, onInstall, onLater }: InstallCardProps) {
  const { t } = useTranslation('pwa');
  return (
    <div
      data-testid="pwa-install"
      className="pointer-events-auto flex flex-col gap-3 rounded-2xl border border-outline-variant bg-surface p-4 text-on-surface shadow-lg"
    >
      <div className="flex items-start gap-3">
        <Download aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid min-w-0 gap-1 text-start">
          <h2 className="font-semibold text-base">{t('install.title')}</h2>
          <p className="text-on-surface-variant text-sm">{t('install.why')}</p>
          {offer === 'ios-hint' ? <p className="text-sm">{t('install.iosHint')}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="compact" onClick={onLater}>
          {t('install.later')}
        </Button>
        {offer === 'prompt' ? (
          <Button size="compact" onClick={onInstall}>
            {t('install.action')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
