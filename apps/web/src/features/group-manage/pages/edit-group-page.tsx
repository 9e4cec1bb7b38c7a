import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { GroupForm } from '../components/group-form.tsx';
import { GroupManagerGate } from '../components/group-manager-gate.tsx';
import { GroupPageHeader } from '../components/group-page-header.tsx';

/** /groups/{id}/edit — 'Editar Grupo', for the owner and the organisers; back to the group when saved. */
export function EditGroupPage() {
  const { t } = useTranslation('groupManage');
  const { id = '' } = useParams();
  usePageMeta(t('edit.title'), t('edit.lead'));
  return (
    <section aria-labelledby="group-page-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <GroupManagerGate groupId={id}>
        {(group) => (
          <>
            <GroupPageHeader title={t('edit.title')} group={group} lead={t('edit.lead')} />
            <GroupForm key={group.id} group={group} />
          </>
        )}
      </GroupManagerGate>
    </section>
  );
}
