import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Sem conexão: mostrando os eventos salvos neste aparelho." above a list made of saved events. */
export function SavedListNote() {
  const { t } = useTranslation('participating');
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-2xl bg-surface-variant px-4 py-3 text-on-surface-variant text-sm"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('offline.savedList')}
    </p>
  );
}
