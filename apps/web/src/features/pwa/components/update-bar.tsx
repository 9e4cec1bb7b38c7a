import { RefreshCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

interface UpdateBarProps {
  onUpdate: () => void;
  onDismiss: () => void;
}

/** "Nova versão disponível": the page keeps working; "Atualizar" reloads into the new version. */
export function UpdateBar({ onUpdate, onDismiss }: UpdateBarProps) {
  const { t } = useTranslation('pwa');
  return (
    <div
      data-testid="pwa-update"
      className="pointer-events-auto flex items-center gap-3 rounded-2xl border border-outline-variant bg-surface p-3 ps-4 text-on-surface shadow-lg"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <p role="status" className="min-w-0 flex-1 font-medium text-sm">
        {t('update.title')}
      </p>
      <Button size="compact" onClick={onUpdate}>
        {t('update.action')}
      </Button>
      <Button variant="ghost" size="icon" aria-label={t('update.dismiss')} onClick={onDismiss}>
        <X aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
