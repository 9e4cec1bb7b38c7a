import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { ContactForm } from '../components/contact-form.tsx';

/** /contact — a message to the Eventos team, stored by the API. */
export function ContactPage() {
  const { t } = useTranslation('fields');
  const [sent, setSent] = useState(false);
  usePageMeta(t('contactPage.title'), t('contactPage.description'));

  return (
    <section aria-labelledby="contact-title">
      <header className="mb-8 flex flex-col gap-2">
        <h1 id="contact-title" className="font-bold text-3xl text-on-background tracking-tight">
          {t('contactPage.title')}
        </h1>
        <p className="max-w-prose text-lg text-on-surface-variant">{t('contactPage.lead')}</p>
      </header>
      {sent ? (
        <div
          role="status"
          className="flex max-w-2xl flex-col items-start gap-4 rounded-2xl bg-success-container p-6 text-on-success-container"
        >
          <CheckCircle2 aria-hidden="true" className="size-8" />
          <p className="font-semibold text-lg">{t('contactPage.sentTitle')}</p>
          <p>{t('contactPage.sentText')}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline-on-tint" onClick={() => setSent(false)}>
              {t('contactPage.another')}
            </Button>
            <Link to="/events" className={buttonClasses('primary')}>
              {t('contactPage.toEvents')}
            </Link>
          </div>
        </div>
      ) : (
        <ContactForm onSent={() => setSent(true)} />
      )}
    </section>
  );
}
