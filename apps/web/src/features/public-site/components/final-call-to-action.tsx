import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { authHref } from '../../auth/lib/auth-mode.ts';

/** Closing invitation of the landing page. */
export function FinalCallToAction() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-final"
      className="flex flex-col items-start gap-4 rounded-3xl bg-secondary-container p-6 text-on-secondary-container tablet:p-10"
    >
      <h2 id="home-final" className="font-bold text-2xl tracking-tight">
        {t('final.title')}
      </h2>
      <p className="max-w-2xl">{t('final.text')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={authHref('signup')} className={buttonClasses('primary')}>
          {t('final.signUp')}
        </Link>
        <Link to="/about" className={buttonClasses('outline-on-tint')}>
          {t('final.about')}
        </Link>
      </div>
    </section>
  );
}
