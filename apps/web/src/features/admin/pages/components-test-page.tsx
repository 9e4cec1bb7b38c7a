import type { ResolvedTheme } from '@eventos/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { useThemeMode } from '../../../lib/theme/use-theme-mode.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { ComponentShowcase } from '../style-guide/component-showcase.tsx';
import { paletteStyle } from '../style-guide/palette-style.ts';
import { PreviewModeToggle } from '../style-guide/preview-mode-toggle.tsx';

/**
 * /admin/components-test — every component of src/ui/ in all its states, in a showcase area that
 * can be previewed in the default light or dark palette whatever mode the app is in.
 */
export function ComponentsTestPage() {
  const { t } = useTranslation('styleGuide');
  usePageMeta(t('components.title'), t('components.lead'));
  const [preview, setPreview] = useState<ResolvedTheme>(useThemeMode().resolved);

  return (
    <AdminLayout>
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-on-background tracking-tight">{t('components.title')}</h1>
        <p className="max-w-prose text-on-surface-variant">{t('components.lead')}</p>
      </header>
      <PreviewModeToggle value={preview} onChange={setPreview} />
      <div
        data-testid="components-preview"
        data-preview={preview}
        className={`${preview} rounded-2xl border border-outline-variant bg-background p-4 text-on-background tablet:p-6`}
        style={paletteStyle(preview)}
      >
        <ComponentShowcase />
      </div>
    </AdminLayout>
  );
}
