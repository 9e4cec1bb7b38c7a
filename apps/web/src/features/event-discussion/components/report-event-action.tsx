import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../ui/button.tsx';

// The report form and its texts load when someone opens it.
const ReportDialog = lazy(async () => ({
  default: (await import('../../moderation/components/report-dialog.tsx')).ReportDialog,
}));

/**
 * "Denunciar evento" among the event page's actions (for signed-in people who do not manage it).
 * Its word comes with the discussion's texts, without holding the page until they arrive.
 */
export function ReportEventAction({ eventId, eventName }: { eventId: string; eventName: string }) {
  const { t, ready } = useTranslation('eventDiscussion', { useSuspense: false });
  const [open, setOpen] = useState(false);
  if (!ready) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClasses('ghost', 'md', 'w-full text-on-surface-variant')}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('reportEvent')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            targetType="event"
            targetId={eventId}
            targetLabel={eventName}
            open
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
