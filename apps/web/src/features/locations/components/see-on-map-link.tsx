import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** "Ver no mapa": the venue's OpenStreetMap page in a new tab (the card and the form's point). */
export function SeeOnMapLink({ href, className }: { href: string; className?: string }) {
  const { t } = useTranslation('locations');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex min-h-11 items-center gap-1.5 text-primary hover:underline', className)}
    >
      {t('card.seeOnMap')}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('card.newTab')}</span>
    </a>
  );
}
