import { ExternalLink, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Online events: the access link, which the API gives to the organiser and the people going;
 * everybody else is told it shows here once they are going.
 */
export function EventOnlineAccess({ accessLink, isOwner }: { accessLink: string | null; isOwner: boolean }) {
  const { t } = useTranslation('eventDetails');
  return (
    <div className="flex gap-3">
      <Video aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-col gap-0.5 text-sm">
        <p className="font-medium text-on-surface">{t('online.title')}</p>
        {accessLink ? (
          <>
            <a
              href={accessLink}
              target="_blank"
              rel="noopener noreferrer"
              dir="ltr"
              className="inline-flex min-h-11 items-center gap-1.5 break-all text-primary hover:underline"
            >
              {t('online.open')}
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t('actions.newTab')}</span>
            </a>
            <p className="break-all text-on-surface-variant text-xs" dir="ltr">
              {accessLink}
            </p>
            <p className="text-on-surface-variant text-xs">
              {t(isOwner ? 'online.ownerOnly' : 'online.goingOnly')}
            </p>
          </>
        ) : (
          <p className="text-on-surface-variant">{t('online.hidden')}</p>
        )}
      </div>
    </div>
  );
}
