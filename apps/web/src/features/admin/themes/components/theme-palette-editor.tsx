import { type ThemeColorToken, themeColorCss } from '@eventos/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeFormErrors, ThemeFormPalette, ThemeMode } from '../lib/theme-form-values.ts';
import { THEME_TOKEN_GROUPS, type ThemeTokenGroupId } from '../lib/theme-token-groups.ts';
import { ThemeColorField } from './theme-color-field.tsx';

interface ThemePaletteEditorProps {
  mode: ThemeMode;
  palette: ThemeFormPalette;
  onChange: (token: ThemeColorToken, value: string) => void;
  errors: ThemeFormErrors;
  errorText: (path: string) => string | undefined;
}

/**
 * Every colour token of one mode, in collapsible families (primary first, open). A family with an
 * error opens so its message is seen and its field can take the focus.
 */
export function ThemePaletteEditor({ mode, palette, onChange, errors, errorText }: ThemePaletteEditorProps) {
  const { t } = useTranslation('themes');
  const [open, setOpen] = useState<ReadonlySet<ThemeTokenGroupId>>(() => new Set(['primary']));
  const toggle = (id: ThemeTokenGroupId, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(id) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-2">
      {THEME_TOKEN_GROUPS.map((group) => {
        const withError = group.tokens.some((token) => errors[`colors.${mode}.${token}`]);
        // A closed family's fields are not rendered (their values live in the form's state).
        const isOpen = open.has(group.id) || withError;
        return (
          <details
            key={group.id}
            open={isOpen}
            onToggle={(event) => toggle(group.id, event.currentTarget.open)}
            className="rounded-xl border border-outline-variant"
          >
            <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 font-medium text-on-surface focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2">
              <span className="flex gap-1" aria-hidden="true">
                {group.tokens.slice(0, 2).map((token) => (
                  <span
                    key={token}
                    className="size-4 rounded-full border border-outline-variant"
                    style={{ backgroundColor: themeColorCss(palette[token]) ?? undefined }}
                  />
                ))}
              </span>
              {t(`form.groups.${group.id}`)}
              {withError ? (
                <span className="ms-auto text-error text-sm">{t('form.groupHasError')}</span>
              ) : null}
            </summary>
            {isOpen ? (
              <div className="grid gap-4 px-4 pt-2 pb-4 tablet:grid-cols-2">
                {group.tokens.map((token) => (
                  <ThemeColorField
                    key={`${mode}-${token}`}
                    name={`colors.${mode}.${token}`}
                    label={token}
                    code
                    value={palette[token]}
                    onChange={(value) => onChange(token, value)}
                    error={errorText(`colors.${mode}.${token}`)}
                  />
                ))}
              </div>
            ) : null}
          </details>
        );
      })}
    </div>
  );
}
