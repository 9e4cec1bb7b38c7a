import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { ThemeEditor } from '../themes/components/theme-editor.tsx';
import { ThemeList } from '../themes/components/theme-list.tsx';
import { parseThemeTab, THEME_TABS, type ThemeTab } from '../themes/lib/theme-tab.ts';

const trigger = cn(
  'min-h-11 shrink-0 cursor-pointer border-b-2 px-4 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2',
  'data-[state=active]:border-primary data-[state=active]:text-primary',
  'data-[state=inactive]:border-transparent data-[state=inactive]:text-on-surface-variant data-[state=inactive]:hover:text-on-surface',
);

/**
 * /admin/themes — 'Gestão de Temas' (spec §2): the list of themes and the create/edit form, as two
 * tabs kept in `?tab=` (list or create; anything else is the list). Editing opens the form with
 * `?tab=create&edit=<id>`; saving or cancelling goes back to the list.
 */
export function ThemesPage() {
  const { t, i18n } = useTranslation('themes');
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
      <Tabs.Root
        dir={i18n.dir(i18n.resolvedLanguage ?? i18n.language)}
        value={tab}
        onValueChange={(value) => go(parseThemeTab(value))}
        className="flex flex-col gap-4 rounded-2xl border border-outline-variant bg-surface p-4 tablet:p-6"
      >
        <Tabs.List
          aria-label={t('tabs.label')}
          className="-mx-1 flex overflow-x-auto border-outline-variant border-b px-1"
        >
          {THEME_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={trigger}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="list" className="focus-visible:outline-2 focus-visible:outline-primary">
          <ThemeList onEdit={(id) => go('create', id)} onCreate={() => go('create')} />
        </Tabs.Content>
        <Tabs.Content value="create" className="focus-visible:outline-2 focus-visible:outline-primary">
          <ThemeEditor key={editId ?? 'new'} editId={editId} onDone={() => go('list')} />
        </Tabs.Content>
      </Tabs.Root>
    </AdminLayout>
  );
}
