import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { authHref } from '../../auth/lib/auth-mode.ts';

/** First screen of the landing page: text only, so it paints at once. */
export function LandingHero() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-title"
      className="flex flex-col items-start gap-5 rounded-3xl bg-primary-container px-6 py-10 text-on-primary-container tablet:px-10 tablet:py-14"
    >
      <p className="font-semibold text-sm uppercase tracking-wide">{t('hero.eyebrow')}</p>
      <h1 id="home-title" className="max-w-3xl font-bold text-4xl tracking-tight tablet:text-5xl">
        {t('hero.title')}
      </h1>
      <p className="max-w-2xl text-lg">{t('hero.lead')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/events" className={buttonClasses('primary')}>
          {t('hero.explore')}
        </Link>
        <Link to={authHref('signup')} className={buttonClasses('outline-on-tint')}>
          {t('hero.signUp')}
        </Link>
      </div>
    </section>
  );
}
