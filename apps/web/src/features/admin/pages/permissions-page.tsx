import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { AdminSection } from '../components/admin-section.tsx';
import { AuditLogList } from '../console/components/audit-log-list.tsx';
import { PeopleSearch } from '../console/components/people-search.tsx';

/** /admin/permissions — find people, change their role with a reason, and read the audit log. */
export function PermissionsPage() {
  const { t } = useTranslation('adminConsole');
  usePageMeta(t('permissions.title'), t('permissions.lead'));
  return (
    <AdminLayout>
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-on-background tracking-tight">{t('permissions.title')}</h1>
        <p className="max-w-prose text-on-surface-variant">{t('permissions.lead')}</p>
      </header>
      <AdminSection id="permissions-people-title" title={t('permissions.peopleTitle')}>
        <PeopleSearch />
      </AdminSection>
      <AdminSection id="permissions-audit-title" title={t('audit.title')}>
        <AuditLogList />
      </AdminSection>
    </AdminLayout>
  );
}
