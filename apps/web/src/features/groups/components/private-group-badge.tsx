import type { GroupVisibility } from '@eventos/domain';
import { Globe, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Grupo privado" (or, where asked, "Grupo público") as a small outlined badge. */
export function VisibilityBadge({ visibility }: { visibility: GroupVisibility }) {
  const { t } = useTranslation('groups');
  const Icon = visibility === 'private' ? Lock : Globe;
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-outline-variant px-2.5 py-1 font-medium text-on-surface-variant text-xs">
      <Icon aria-hidden="true" className="size-3" />
      {t(`visibility.${visibility}`)}
    </span>
  );
}
