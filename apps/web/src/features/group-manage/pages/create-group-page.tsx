import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { GroupForm } from '../components/group-form.tsx';
import { GroupPageHeader } from '../components/group-page-header.tsx';

/** /groups/create — 'Criar Grupo': the new group's page opens once it is saved. */
export function CreateGroupPage() {
  const { t } = useTranslation('groupManage');
  usePageMeta(t('create.title'), t('create.lead'));
  return (
    <section aria-labelledby="group-page-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <GroupPageHeader title={t('create.title')} lead={t('create.lead')} />
      <GroupForm group={null} />
    </section>
  );
}
