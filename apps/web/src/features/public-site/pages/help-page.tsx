import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { FaqItem } from '../components/faq-item.tsx';
import { PageHeader } from '../components/page-header.tsx';

interface Faq {
  q: string;
  a: string;
}

/** /help — frequently asked questions, each one opens in place. */
export function HelpPage() {
  const { t } = useTranslation('help');
  usePageMeta(t('title'), t('description'));
  const faqs = t('faq', { returnObjects: true }) as Faq[];

  return (
    <section aria-labelledby="help-title">
      <PageHeader id="help-title" title={t('title')} lead={t('lead')} />
      <h2 className="mb-4 font-semibold text-on-background text-xl">{t('faqTitle')}</h2>
      <div className="flex max-w-3xl flex-col gap-3">
        {(Array.isArray(faqs) ? faqs : []).map((faq) => (
          <FaqItem key={faq.q} question={faq.q} answer={faq.a} />
        ))}
      </div>
      <div className="mt-10 flex max-w-3xl flex-col items-start gap-3 rounded-2xl bg-surface-variant p-6">
        <h2 className="font-semibold text-lg text-on-surface-variant">{t('stillNeedHelp')}</h2>
        <p className="text-on-surface-variant">{t('stillNeedHelpText')}</p>
        <Link to="/contact" className={buttonClasses('primary')}>
          {t('contactUs')}
        </Link>
      </div>
    </section>
  );
}
