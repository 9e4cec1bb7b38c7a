import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { Spinner } from '../../../ui/spinner.tsx';

// The event form's editor, the same chunk: it loads when the form shows, not with the page.
const RichTextEditor = lazy(() => import('../../event-form/components/rich-text-editor.tsx'));

interface GroupDescriptionFieldProps {
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/** 'Descrição' of the group: rich text (the server keeps the same tags as an event's). */
export function GroupDescriptionField({ value, onChange, error }: GroupDescriptionFieldProps) {
  const { t } = useTranslation('groupManage');
  const id = useId();
  const hint = t('form.descriptionHint');
  return (
    <div className="flex flex-col gap-1.5" data-field="description">
      <span id={`${id}-label`} className="font-medium text-on-surface text-sm">
        {t('form.description')}
      </span>
      <Suspense
        fallback={
          <p className="flex min-h-48 items-center justify-center gap-2 rounded-xl border border-outline text-on-surface-variant text-sm">
            <Spinner size="sm" />
            {t('common:loading')}
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
