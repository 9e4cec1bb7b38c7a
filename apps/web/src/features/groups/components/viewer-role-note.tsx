import type { GroupViewer } from '@eventos/domain';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Você é membro deste grupo" (or organiser, or owner) beside the actions; nothing for outsiders. */
export function ViewerRoleNote({ viewer }: { viewer: GroupViewer }) {
  const { t } = useTranslation('groups');
  if (!viewer.role) return null;
  return (
    <p className="flex items-center gap-1.5 text-on-surface-variant text-sm">
      <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
      {t(`detail.youAre.${viewer.role}`)}
    </p>
  );
}
