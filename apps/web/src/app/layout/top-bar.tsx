import { CalendarHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from './language-switcher.tsx';

export function TopBar() {
  const { t } = useTranslation('layout');
  return (
    <header className="sticky top-0 z-40 border-outline-variant/60 border-b bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 tablet:px-6">
        <Link
          to="/events"
          aria-label={t('logoLabel')}
          className="-ms-2 inline-flex min-h-11 items-center gap-2 rounded-full ps-2 pe-3 font-bold text-lg text-on-background tracking-tight"
        >
          <span className="grid size-8 place-items-center rounded-xl bg-primary text-on-primary">
            <CalendarHeart aria-hidden="true" className="size-5" />
          </span>
          {t('brand')}
        </Link>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
