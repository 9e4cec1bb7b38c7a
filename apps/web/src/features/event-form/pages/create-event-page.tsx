import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { EventForm } from '../components/event-form.tsx';
import { FormPageHeader } from '../components/form-page-header.tsx';

/** /events/create — a new event in two steps, saved as a draft or published. */
export function CreateEventPage() {
  const { t } = useTranslation('step1');
  usePageMeta(t('page.createTitle'), t('page.createLead'));
  return (
    <section aria-labelledby="event-form-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <FormPageHeader title={t('page.createTitle')} lead={t('page.createLead')} />
      <EventForm event={null} />
    </section>
  );
}
