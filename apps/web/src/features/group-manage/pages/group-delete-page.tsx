import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { DeleteForm } from '../components/delete-form.tsx';
import { GroupManagerGate } from '../components/group-manager-gate.tsx';
import { GroupPageHeader } from '../components/group-page-header.tsx';

/** /groups/{id}/delete — 'Excluir Grupo', the owner only. */
export function GroupDeletePage() {
  const { t } = useTranslation('groupManage');
  const { id = '' } = useParams();
  usePageMeta(t('delete.pageTitle'), t('delete.lead'));
  return (
    <section aria-labelledby="group-page-title" className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <GroupManagerGate groupId={id} ownerOnly>
        {(group) => (
          <>
            <GroupPageHeader title={t('delete.pageTitle')} group={group} lead={t('delete.lead')} />
            <DeleteForm group={group} />
          </>
        )}
      </GroupManagerGate>
    </section>
  );
}
