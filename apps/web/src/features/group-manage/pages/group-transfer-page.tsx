import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { GroupManagerGate } from '../components/group-manager-gate.tsx';
import { GroupPageHeader } from '../components/group-page-header.tsx';
import { TransferForm } from '../components/transfer-form.tsx';

/** /groups/{id}/transfer — 'Transferir Grupo', the owner only. */
export function GroupTransferPage() {
  const { t } = useTranslation('groupManage');
  const { id = '' } = useParams();
  usePageMeta(t('transfer.pageTitle'), t('transfer.lead'));
  return (
    <section aria-labelledby="group-page-title" className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <GroupManagerGate groupId={id} ownerOnly>
        {(group) => (
          <>
            <GroupPageHeader title={t('transfer.pageTitle')} group={group} lead={t('transfer.lead')} />
            <TransferForm group={group} />
          </>
        )}
      </GroupManagerGate>
    </section>
  );
}
