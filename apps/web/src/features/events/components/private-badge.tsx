import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function PrivateBadge() {
  const { t } = useTranslation('events');
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-outline-variant px-2.5 py-1 font-medium text-on-surface-variant text-xs">
      <Lock aria-hidden="true" className="size-3" />
      {t('card.private')}
    </span>
  );
}
