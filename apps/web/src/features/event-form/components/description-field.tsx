import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
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
  /** The label and hint when not an event's (a group's form has its own words). */
  label?: string;
  hint?: string;
}

/** The rich-text description with its label, hint and error; the editor loads on first need. */
export function DescriptionField({ value, onChange, error, label, hint: ownHint }: DescriptionFieldProps) {
  const { t } = useTranslation('step2');
  const id = useId();
  const hint = ownHint ?? t('fields.descriptionHint');
  return (
    <div className="flex flex-col gap-1.5" data-field="description">
      <span id={`${id}-label`} className="font-medium text-on-surface text-sm">
        {label ?? t('fields.description')}
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
          describedBy={fieldDescribedBy(id, error, hint)}
          invalid={Boolean(error)}
        />
      </Suspense>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
