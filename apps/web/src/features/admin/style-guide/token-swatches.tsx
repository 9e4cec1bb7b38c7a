import {
  DEFAULT_THEME_COLORS,
  THEME_COLOR_TOKENS,
  THEME_MIN_CONTRAST,
  type ThemeColorToken,
  themeColorCss,
} from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { tokenContrast } from './token-contrast.ts';

type Palette = Partial<Record<ThemeColorToken, string>>;

export interface SwatchColumn {
  key: string;
  /** Translated heading (Claro, Escuro, the custom theme's name). */
  label: string;
  palette: Palette;
}

export function defaultColumns(t: (key: string) => string): SwatchColumn[] {
  return [
    { key: 'light', label: t('tokens.light'), palette: DEFAULT_THEME_COLORS.light },
    { key: 'dark', label: t('tokens.dark'), palette: DEFAULT_THEME_COLORS.dark },
  ];
}

function Swatch({ column, token }: { column: SwatchColumn; token: ThemeColorToken }) {
  const { t } = useTranslation('styleGuide');
  const value = column.palette[token];
  const css = themeColorCss(value);
  const contrast = tokenContrast(column.palette, token);
  const partnerCss = contrast ? themeColorCss(column.palette[contrast.partner]) : null;
  const low = contrast !== null && contrast.ratio < THEME_MIN_CONTRAST;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="text-on-surface-variant text-xs">{column.label}</p>
      <div
        className="flex h-12 items-center justify-center rounded-lg border border-outline-variant font-semibold text-sm"
        style={{ backgroundColor: css ?? 'transparent', color: partnerCss ?? undefined }}
        data-testid={`swatch-${column.key}-${token}`}
      >
        {partnerCss ? 'Aa' : null}
      </div>
      <p className="truncate font-mono text-on-surface text-xs" dir="ltr">
        {value ?? '—'}
      </p>
      <p className={cn('text-xs', low ? 'font-semibold text-error' : 'text-on-surface-variant')}>
        {contrast
          ? t(low ? 'tokens.contrastLow' : 'tokens.contrast', {
              ratio: contrast.ratio.toFixed(2),
              partner: contrast.partner,
            })
          : t('tokens.noPair')}
      </p>
    </div>
  );
}

/** Every colour token of the theme, side by side per palette, with the contrast of its text pair. */
export function TokenSwatches({ columns }: { columns: SwatchColumn[] }) {
  return (
    <ul className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
      {THEME_COLOR_TOKENS.map((token) => (
        <li key={token} className="flex flex-col gap-2 rounded-xl border border-outline-variant p-3">
          <p className="font-medium font-mono text-on-surface text-sm" dir="ltr">
            --{token}
          </p>
          <div className={cn('grid gap-2', columns.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
            {columns.map((column) => (
              <Swatch key={column.key} column={column} token={token} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
