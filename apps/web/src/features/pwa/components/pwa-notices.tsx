import { useTranslation } from 'react-i18next';
import { useInstallOffer } from '../hooks/use-install-offer.ts';
import { useWaitingUpdate } from '../hooks/use-waiting-update.ts';
import { InstallCard } from './install-card.tsx';
import { UpdateBar } from './update-bar.tsx';

/**
 * The update bar and the install card, one above the other: on phones just above the bottom
 * navigation (never over it), from tablet width in the bottom inline-end corner. Neither takes
 * the focus or blocks the page.
 */
export function PwaNotices() {
  const update = useWaitingUpdate();
  const install = useInstallOffer();
  if (!update.available && !install.offer) return null;
  return <NoticesRegion update={update} install={install} />;
}

function NoticesRegion({
  update,
  install,
}: {
  update: ReturnType<typeof useWaitingUpdate>;
  install: ReturnType<typeof useInstallOffer>;
}) {
  const { t } = useTranslation('pwa');
  return (
    <section
      aria-label={t('region')}
      className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex justify-center px-4 tablet:start-auto tablet:bottom-4 tablet:w-[26rem]"
    >
      <div className="flex w-full max-w-md flex-col gap-2">
        {update.available ? <UpdateBar onUpdate={update.update} onDismiss={update.dismiss} /> : null}
        {install.offer ? (
          <InstallCard offer={install.offer} onInstall={install.install} onLater={install.later} />
        ) : null}
      </div>
    </section>
  );
}
