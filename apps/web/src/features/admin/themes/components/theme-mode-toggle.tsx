import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';
import type { ThemeMode } from '../lib/theme-form-values.ts';

/** Light or dark: which mode's colours are edited and previewed. */
export function ThemeModeToggle({
  mode,
  onChange,
}: {
  mode: ThemeMode;
  onChange: (mode: ThemeMode) => void;
}) {
  const { t } = useTranslation('themes');
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="float-start me-3 py-3 font-medium text-on-surface text-sm">
        {t('form.mode.label')}
      </legend>
      <div className="inline-flex rounded-full border border-outline p-1">
        {(['light', 'dark'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => onChange(value)}
            className={cn(
              'min-h-11 min-w-11 cursor-pointer rounded-full px-4 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2',
              mode === value
                ? 'bg-secondary-container text-on-secondary-container'
                : 'text-on-surface-variant hover:bg-on-surface/8',
            )}
          >
            {t(`form.mode.${value}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
