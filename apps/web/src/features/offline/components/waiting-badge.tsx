import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** "Aguardando conexão": beside something shown before the server has it. */
export function WaitingBadge({ className }: { className?: string }) {
  const { t, ready } = useTranslation('offline', { useSuspense: false });
  if (!ready) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 self-start rounded-full bg-warning-container px-2 py-0.5 font-medium text-on-warning-container text-xs',
        className,
      )}
    >
      <CloudUpload aria-hidden="true" className="size-3.5 shrink-0" />
      {t('waiting')}
    </span>
  );
}
