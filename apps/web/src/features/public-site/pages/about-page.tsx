import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { type TextSection, TextSections } from '../components/text-sections.tsx';

/** /about — what Eventos is, that it is open source and made for Brazil. */
export function AboutPage() {
  const { t } = useTranslation('about');
  usePageMeta(t('title'), t('description'));
  const sections = t('sections', { returnObjects: true }) as TextSection[];

  return (
    <article aria-labelledby="about-title">
      <PageHeader id="about-title" title={t('title')} lead={t('lead')} />
      <TextSections sections={Array.isArray(sections) ? sections : []} />
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/events" className={buttonClasses('primary')}>
          {t('ctaEvents')}
        </Link>
        <Link to="/contact" className={buttonClasses('outline')}>
          {t('ctaContact')}
        </Link>
      </div>
    </article>
  );
}
