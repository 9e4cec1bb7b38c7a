import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';

/**
 * What a part of a page says while its read waits for the connection (a query paused offline), in
 * place of a loading state that would never end.
 */
export function OfflineWaiting({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p role="status" className={cn('flex items-center gap-2 text-on-surface-variant text-sm', className)}>
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {t('errors.offlineWaiting')}
    </p>
  );
}
