import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

/** The numbers could not be read: say so quietly (the rest of the page works) and offer a retry. */
export function NumbersError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('organizerStats');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-outline-variant bg-surface p-4">
      <p className="text-on-surface-variant text-sm">{t('error')}</p>
      <Button variant="outline" size="compact" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
