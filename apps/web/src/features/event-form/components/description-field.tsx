import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner.tsx';

const loadEditor = () => import('./rich-text-editor.tsx');
const RichTextEditor = lazy(loadEditor);

/** Starts loading the editor's chunk (step 1 asks for it, so step 2 opens ready). */
export function preloadDescriptionEditor(): void {
  void loadEditor().catch(() => {
    // Step 2 tries again when it shows, and its error boundary handles a chunk that cannot load.
  });
}

interface DescriptionFieldProps {
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/** The rich-text description with its label, hint and error; the editor loads on first need. */
export function DescriptionField({ value, onChange, error }: DescriptionFieldProps) {
  const { t } = useTranslation('step2');
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5" data-field="description">
      <span id={`${id}-label`} className="font-medium text-on-surface text-sm">
        {t('fields.description')}
      </span>
      <Suspense
        fallback={
          <p className="flex min-h-48 items-center justify-center gap-2 rounded-xl border border-outline text-on-surface-variant text-sm">
            <Spinner size="sm" />
            {t('editor.loading')}
          </p>
        }
      >
        <RichTextEditor
          value={value}
          onChange={onChange}
          labelId={`${id}-label`}
          describedBy={describedBy}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error ? (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-on-surface-variant text-sm">
        {t('fields.descriptionHint')}
      </p>
    </div>
  );
}
