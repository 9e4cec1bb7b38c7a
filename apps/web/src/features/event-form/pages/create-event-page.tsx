import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { EventForm } from '../components/event-form.tsx';
import { FormPageHeader } from '../components/form-page-header.tsx';
import { draftValuesOf } from '../lib/event-draft.ts';
import { groupIdParam } from '../lib/organizer-choices.ts';

/**
 * /events/create — a new event in two steps, saved as a draft or published; ?groupId= chooses one of
 * the person's groups as its organiser (a group's page links here); ?draftName=&draftDescription= start
 * it with a name and a description (a share's "Criar evento com isto").
 */
export function CreateEventPage() {
  const { t } = useTranslation('step1');
  const [params] = useSearchParams();
  usePageMeta(t('page.createTitle'), t('page.createLead'));
  return (
    <section aria-labelledby="event-form-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <FormPageHeader title={t('page.createTitle')} lead={t('page.createLead')} />
      <EventForm
        event={null}
        initialGroupId={groupIdParam(params.get('groupId'))}
        initialDraft={draftValuesOf(params)}
      />
    </section>
  );
}
