import type { ResolvedTheme } from '@eventos/domain';
import { Moon, SunMedium } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const MODES = [
  { mode: 'light', Icon: SunMedium },
  { mode: 'dark', Icon: Moon },
] as const;

/** Light or dark for a preview area only (the app's own mode stays as it is). */
export function PreviewModeToggle({
  value,
  onChange,
}: {
  value: ResolvedTheme;
  onChange: (mode: ResolvedTheme) => void;
}) {
  const { t } = useTranslation('styleGuide');
  return (
    <fieldset className="inline-flex gap-1 self-start rounded-full bg-muted p-1">
      <legend className="sr-only">{t('preview.label')}</legend>
      {MODES.map(({ mode, Icon }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 font-medium text-sm',
            'focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2',
            value === mode ? 'bg-surface text-on-surface shadow-sm' : 'text-on-muted hover:bg-on-surface/8',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {t(`preview.${mode}`)}
        </button>
      ))}
    </fieldset>
  );
}
