import { type ThemeColorToken, themeColorCss } from '@eventos/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeFormPalette } from '../lib/theme-form-values.ts';

/**
 * A small sample painted with the mode's colours being edited: text on the background, a card
 * and the three kinds of button. The colours go on this element only, never on the page.
 */
export function ThemePreview({ palette }: { palette: ThemeFormPalette }) {
  const { t } = useTranslation('themes');
  const color = (token: ThemeColorToken) => themeColorCss(palette[token]) ?? undefined;
  const pair = (bg: ThemeColorToken, fg: ThemeColorToken): CSSProperties => ({
    backgroundColor: color(bg),
    color: color(fg),
  });
  const button = 'inline-flex min-h-11 items-center rounded-full px-4 font-medium text-sm';
  return (
    <figure
      aria-label={t('form.preview.label')}
      className="flex flex-col gap-3 rounded-2xl border p-4"
      style={{ ...pair('background', 'on-background'), borderColor: color('outline-variant') }}
    >
      <p className="font-semibold">{t('form.preview.heading')}</p>
      <p className="text-sm" style={{ color: color('on-surface-variant') }}>
        {t('form.preview.text')}
      </p>
      <div
        className="flex flex-col gap-3 rounded-xl border p-4"
        style={{ ...pair('card', 'card-foreground'), borderColor: color('border') }}
      >
        <p className="font-medium">{t('form.preview.card')}</p>
        <div className="flex flex-wrap gap-2">
          <span className={button} style={pair('primary', 'primary-foreground')}>
            {t('form.preview.primary')}
          </span>
          <span className={button} style={pair('secondary', 'secondary-foreground')}>
            {t('form.preview.secondary')}
          </span>
          <span className={button} style={pair('destructive', 'on-destructive')}>
            {t('form.preview.destructive')}
          </span>
        </div>
      </div>
    </figure>
  );
}
