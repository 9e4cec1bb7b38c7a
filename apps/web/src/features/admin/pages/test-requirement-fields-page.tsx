import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { AdminSection } from '../components/admin-section.tsx';
import { RequirementForm } from '../style-guide/requirement-form.tsx';

/**
 * /admin/test-requirement-fields — a tool for the team: sample fields of the event and theme forms,
 * validated by the domain's own rules, each saying whether it is required, what its rule is and the
 * messages it gives.
 */
export function TestRequirementFieldsPage() {
  const { t } = useTranslation('styleGuide');
  usePageMeta(t('requirements.title'), t('requirements.lead'));
  return (
    <AdminLayout>
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-on-background tracking-tight">{t('requirements.title')}</h1>
        <p className="max-w-prose text-on-surface-variant">{t('requirements.lead')}</p>
      </header>
      <AdminSection id="requirements-form-title" title={t('requirements.formTitle')}>
        <RequirementForm />
      </AdminSection>
    </AdminLayout>
  );
}
