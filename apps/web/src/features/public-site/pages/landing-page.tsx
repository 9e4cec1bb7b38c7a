import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { CategoryList } from '../components/category-list.tsx';
import { FinalCallToAction } from '../components/final-call-to-action.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { LandingHero } from '../components/landing-hero.tsx';
import { UpcomingEvents } from '../components/upcoming-events.tsx';

/** / — what Eventos is, the next public events, the categories and how it works. */
export function LandingPage() {
  const { t } = useTranslation('home');
  usePageMeta(undefined, t('description'));
  return (
    <div className="flex flex-col gap-12">
      <LandingHero />
      <UpcomingEvents />
      <CategoryList />
      <HowItWorks />
      <FinalCallToAction />
    </div>
  );
}
