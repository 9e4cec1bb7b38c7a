import {
  isThemeColor,
  THEME_LIMITS,
  THEME_PRIORITY_MAX,
  THEME_PRIORITY_MIN,
  themeColorToHex,
} from '@eventos/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast/toast-store.ts';
import { fieldMessage } from '../../../event-form/lib/field-message.ts';
import { useSaveTheme } from '../api/theme-mutations.ts';
import {
  firstErrorPath,
  serverThemeErrors,
  type ThemeFormErrors,
  type ThemeFormValues,
  type ThemeMode,
  validateThemeForm,
} from '../lib/theme-form-values.ts';
import { ThemeColorField } from './theme-color-field.tsx';
import { ThemeContrastNotice } from './theme-contrast-notice.tsx';
import { ThemeModeToggle } from './theme-mode-toggle.tsx';
import { ThemePaletteEditor } from './theme-palette-editor.tsx';
import { ThemePreview } from './theme-preview.tsx';

interface ThemeFormProps {
  /** The theme being edited, or null for a new one. */
  themeId: string | null;
  initial: ThemeFormValues;
  /** Saved (the form is done) or cancelled: back to the list. */
  onDone: () => void;
}

/** The mode of a colour path ('colors.dark.primary' → dark). */
const modeOfPath = (path: string | undefined): ThemeMode | null =>
  path?.startsWith('colors.dark.') ? 'dark' : path?.startsWith('colors.light.') ? 'light' : null;

/**
 * Creates or edits a theme (spec §4 Theme form): name, description, dates, priority, base colour
 * and every colour of both modes, with a live preview and the contrast notice of the mode in view.
 * Checked with the domain's schema and again by the API; messages show beside their fields and
 * what was typed stays after any error.
 */
export function ThemeForm({ themeId, initial, onDone }: ThemeFormProps) {
  const { t } = useTranslation('themes');
  const [values, setValues] = useState<ThemeFormValues>(initial);
  const [errors, setErrors] = useState<ThemeFormErrors>({});
  const [mode, setMode] = useState<ThemeMode>('light');
  const [generating, setGenerating] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveTheme();

  const change = (patch: Partial<ThemeFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const changeColor = (token: keyof ThemeFormValues['colors']['light'], value: string) =>
    setValues((v) => ({ ...v, colors: { ...v.colors, [mode]: { ...v.colors[mode], [token]: value } } }));
  const errorText = (path: string) => {
    const code = errors[path];
    return code ? fieldMessage(t, code) : undefined;
  };

  /** Shows the errors and moves focus to the first (in the mode that holds it). */
  const showErrors = (found: ThemeFormErrors) => {
    setErrors(found);
    const first = firstErrorPath(found);
    const firstMode = modeOfPath(first);
    if (firstMode) setMode(firstMode);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const generate = async () => {
    const base = isThemeColor(values.baseColor) ? themeColorToHex(values.baseColor) : null;
    if (!base) {
      showErrors({ ...errors, baseColor: 'validation.theme.color.invalid' });
      return;
    }
    setGenerating(true);
    try {
      const { generateThemeColors } = await import('../../../../lib/theme/generate-palette.ts');
      const colors = generateThemeColors(base);
      setValues((v) => ({ ...v, colors: { light: { ...colors.light }, dark: { ...colors.dark } } }));
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('colors.'))),
      );
    } finally {
      setGenerating(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateThemeForm(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: themeId, input: checked.input },
      {
        onSuccess: () => {
          toast({ title: t('toast.saved.title'), description: t('toast.saved.description') });
          onDone();
        },
        onError: (error) => {
          toast({
            title: t('toast.saveFailed.title'),
            description: t('toast.saveFailed.description'),
            variant: 'destructive',
          });
          const found = serverThemeErrors(error);
          if (found) showErrors(found);
        },
      },
    );
  };

  const palette = values.colors[mode];

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={themeId ? t('form.editLabel') : t('form.createLabel')}
      className="flex flex-col gap-6"
    >
      <h2 className="font-semibold text-on-surface text-xl">
        {themeId ? t('form.editHeading', { name: initial.name }) : t('form.createHeading')}
      </h2>
      <div className="grid gap-5 tablet:grid-cols-2">
        <TextField
          required
          name="name"
          label={t('form.name')}
          value={values.name}
          onChange={(name) => change({ name })}
          error={errorText('name')}
          maxLength={THEME_LIMITS.name.max}
        />
        <TextField
          name="priority"
          label={t('form.priority')}
          hint={t('form.priorityHint', { min: THEME_PRIORITY_MIN, max: THEME_PRIORITY_MAX })}
          value={values.priority}
          onChange={(priority) => change({ priority })}
          error={errorText('priority')}
          inputMode="numeric"
        />
        <div className="tablet:col-span-2">
          <TextField
            multiline
            rows={3}
            name="description"
            label={t('form.description')}
            value={values.description}
            onChange={(description) => change({ description })}
            error={errorText('description')}
            maxLength={THEME_LIMITS.description.max}
          />
        </div>
        <TextField
          type="date"
          name="startDate"
          label={t('form.startDate')}
          value={values.startDate}
          onChange={(startDate) => change({ startDate })}
          error={errorText('startDate')}
        />
        <TextField
          type="date"
          name="endDate"
          label={t('form.endDate')}
          hint={t('form.datesHint')}
          value={values.endDate}
          onChange={(endDate) => change({ endDate })}
          error={errorText('endDate')}
        />
      </div>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-lg text-on-surface">{t('form.colors')}</legend>
        <div className="flex flex-col gap-3 tablet:flex-row tablet:items-end">
          <div className="tablet:w-72">
            <ThemeColorField
              name="baseColor"
              label={t('form.baseColor')}
              value={values.baseColor}
              onChange={(baseColor) => change({ baseColor })}
              error={errorText('baseColor')}
            />
          </div>
          <Button type="button" variant="outline" onClick={() => void generate()} disabled={generating}>
            {t('form.generate')}
          </Button>
        </div>
        <p className="text-on-surface-variant text-sm">{t('form.colorsHint')}</p>
        <ThemeModeToggle mode={mode} onChange={setMode} />
        <ThemeContrastNotice palette={palette} />
        <div className="grid gap-6 desktop:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ThemePaletteEditor
            mode={mode}
            palette={palette}
            onChange={changeColor}
            errors={errors}
            errorText={errorText}
          />
          <div className="desktop:sticky desktop:top-4 desktop:self-start">
            <ThemePreview palette={palette} />
          </div>
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
        <Button type="button" variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
