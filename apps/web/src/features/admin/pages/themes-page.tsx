import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { AdminTabPanel, AdminTabs } from '../components/admin-tabs.tsx';
import { ThemeEditor } from '../themes/components/theme-editor.tsx';
import { ThemeList } from '../themes/components/theme-list.tsx';
import { parseThemeTab, THEME_TABS, type ThemeTab } from '../themes/lib/theme-tab.ts';

/**
 * /admin/themes — 'Gestão de Temas' (spec §2): the list of themes and the create/edit form, as two
 * tabs kept in `?tab=` (list or create; anything else is the list). Editing opens the form with
 * `?tab=create&edit=<id>`; saving or cancelling goes back to the list.
 */
export function ThemesPage() {
  const { t } = useTranslation('themes');
  const [params, setParams] = useSearchParams();
  const tab = parseThemeTab(params.get('tab'));
  const editId = tab === 'create' ? params.get('edit') : null;
  usePageMeta(t('title'), t('lead'));

  const go = (next: ThemeTab, edit?: string) => {
    const query = new URLSearchParams({ tab: next });
    if (edit) query.set('edit', edit);
    setParams(query);
  };

  return (
    <AdminLayout>
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-on-background tracking-tight">{t('title')}</h1>
        <p className="max-w-prose text-on-surface-variant">{t('lead')}</p>
      </header>
      <AdminTabs
        label={t('tabs.label')}
        tabs={THEME_TABS}
        value={tab}
        onChange={(value) => go(parseThemeTab(value))}
        labelOf={(value) => t(`tabs.${value}`)}
      >
        <AdminTabPanel value="list">
          <ThemeList onEdit={(id) => go('create', id)} onCreate={() => go('create')} />
        </AdminTabPanel>
        <AdminTabPanel value="create">
          <ThemeEditor key={editId ?? 'new'} editId={editId} onDone={() => go('list')} />
        </AdminTabPanel>
      </AdminTabs>
    </AdminLayout>
  );
}
