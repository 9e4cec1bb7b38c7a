import { Globe, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** 'Público' or 'Privado'. */
export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation('locations');
  const Icon = isPublic ? Globe : Lock;
  return (
    <span
      className={
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-medium text-xs ' +
        (isPublic
          ? 'bg-primary-container text-on-primary-container'
          : 'bg-surface-variant text-on-surface-variant')
      }
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(isPublic ? 'type.public' : 'type.private')}
    </span>
  );
}

/** The names of the venue's accessibility options, as badges. */
export function AccessibilityBadges({ names }: { names: readonly string[] }) {
  const { t } = useTranslation('locations');
  if (names.length === 0) return null;
  return (
    <ul aria-label={t('card.accessibility')} className="flex flex-wrap gap-1.5">
      {names.map((name) => (
        <li
          key={name}
          className="rounded-full border border-outline-variant px-2.5 py-1 text-on-surface-variant text-xs"
        >
          {name}
        </li>
      ))}
    </ul>
  );
}
