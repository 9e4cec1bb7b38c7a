import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** When the saved copy was made, in the reader's language and zone ("14/03/2026, 19:00"). */
function formatSavedAt(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** "Salvo em …": the page shows the copy saved on this device because the server cannot be reached. */
export function SavedCopyNote({ savedAt }: { savedAt: string }) {
  const { t, i18n } = useTranslation('savedEvents');
  const when = formatSavedAt(savedAt, i18n.resolvedLanguage ?? i18n.language);
  return (
    <p
      role="status"
      data-testid="saved-copy-note"
      className="flex items-center gap-2 self-start rounded-full bg-surface-variant px-3 py-1.5 text-on-surface-variant text-sm"
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        <time dateTime={savedAt}>{t('savedAt', { when })}</time>
        <span className="sr-only"> — {t('savedAtHint')}</span>
      </span>
    </p>
  );
}
