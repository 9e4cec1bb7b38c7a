import { logoTarget } from '@eventos/domain';
import { CalendarHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

interface BrandLogoProps {
  signedIn: boolean;
  /** Show the name beside the mark. */
  showName: boolean;
  /** The sidebar's logo always leads to /events. */
  to?: string;
  /** Hide the name on phone widths, where the top bar needs the room. */
  nameFromTablet?: boolean;
}

/** The Eventos mark: to /events for signed-in users, to the landing page for visitors. */
export function BrandLogo({ signedIn, showName, to, nameFromTablet = false }: BrandLogoProps) {
  const { t } = useTranslation('layout');
  return (
    <Link
      to={to ?? logoTarget(signedIn)}
      aria-label={t('logoLabel')}
      className={cn(
        'inline-flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-full font-bold text-lg text-on-background tracking-tight',
        showName && (nameFromTablet ? 'tablet:pe-3' : 'pe-3'),
      )}
    >
      <span className="grid size-11 place-items-center">
        <span className="grid size-8 place-items-center rounded-xl bg-primary text-on-primary">
          <CalendarHeart aria-hidden="true" className="size-5" />
        </span>
      </span>
      {showName ? (
        <span className={nameFromTablet ? 'hidden tablet:inline' : undefined}>{t('brand')}</span>
      ) : null}
    </Link>
  );
}
