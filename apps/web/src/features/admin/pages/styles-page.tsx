import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { useThemeMode } from '../../../lib/theme/use-theme-mode.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { AdminSection } from '../components/admin-section.tsx';
import { ScaleSamples } from '../style-guide/scale-samples.tsx';
import { defaultColumns, TokenSwatches } from '../style-guide/token-swatches.tsx';
import { useActiveTheme } from '../style-guide/use-active-theme.ts';

/**
 * /admin/styles — the living style guide: every colour token in light, dark and the custom theme
 * applied today (if any), with the contrast of its text pair, and the type, radius, spacing and
 * shadow scales of the app's Tailwind theme.
 */
export function StylesPage() {
  const { t } = useTranslation('styleGuide');
  usePageMeta(t('styles.title'), t('styles.lead'));
  const active = useActiveTheme();
  const theme = active.data?.theme ?? null;
  const columns = defaultColumns(t);
  const mode = useThemeMode().resolved;
  if (theme) columns.push({ key: 'custom', label: theme.name, palette: theme.colors[mode] });

  return (
    <AdminLayout>
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-on-background tracking-tight">{t('styles.title')}</h1>
        <p className="max-w-prose text-on-surface-variant">{t('styles.lead')}</p>
      </header>
      <AdminSection id="styles-tokens-title" title={t('tokens.title')}>
        <p className="text-on-surface-variant text-sm" role="status">
          {active.isPending
            ? t('tokens.customLoading')
            : active.isError
              ? t('tokens.customError')
              : theme
                ? t('tokens.customShown', { name: theme.name, mode: t(`tokens.${mode}`) })
                : t('tokens.customNone')}
        </p>
        <TokenSwatches columns={columns} />
      </AdminSection>
      <AdminSection id="styles-scales-title" title={t('scales.title')}>
        <ScaleSamples />
      </AdminSection>
    </AdminLayout>
  );
}
