import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { StatusMessage } from '../../../../ui/status-message.tsx';
import { useThemes } from '../api/use-themes.ts';
import { emptyThemeForm, themeToForm } from '../lib/theme-form-values.ts';
import { ThemeForm } from './theme-form.tsx';

/** The create tab: a new theme's form, or the form of the theme chosen in the list. */
export function ThemeEditor({ editId, onDone }: { editId: string | null; onDone: () => void }) {
  const { t } = useTranslation('themes');
  const themes = useThemes();
  if (!editId) return <ThemeForm key="new" themeId={null} initial={emptyThemeForm()} onDone={onDone} />;

  if (themes.isPending) return <StatusMessage role="status" icon={<Spinner />} title={t('list.loading')} />;
  const theme = themes.data?.find((item) => item.id === editId);
  if (!theme) {
    return (
      <StatusMessage
        role="alert"
        title={themes.isError ? t('list.loadFailed') : t('form.notFound')}
        action={
          <Button variant="outline" onClick={onDone}>
            {t('form.backToList')}
          </Button>
        }
      />
    );
  }
  return <ThemeForm key={theme.id} themeId={theme.id} initial={themeToForm(theme)} onDone={onDone} />;
}
