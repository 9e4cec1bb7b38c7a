import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { RequirementFieldCard } from './requirement-field-card.tsx';
import { allErrors, fieldError, REQUIREMENT_FIELDS, type RequirementValues } from './requirement-fields.ts';

const ORDER = REQUIREMENT_FIELDS.map((field) => field.name);

/**
 * The sample form: every field checks itself live once touched; 'Validar tudo' checks them all,
 * focuses the first with a problem and keeps everything typed.
 */
export function RequirementForm() {
  const { t } = useTranslation('styleGuide');
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RequirementValues>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<number | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = allErrors(values);
    setTouched(new Set(ORDER));
    setResult(Object.keys(errors).length);
    focusFirstError(form.current, ORDER, errors);
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ul className="grid gap-4 wide:grid-cols-2">
        {REQUIREMENT_FIELDS.map((field) => (
          <RequirementFieldCard
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            onChange={(value) => {
              setValues((all) => ({ ...all, [field.name]: value }));
              setTouched((all) => new Set(all).add(field.name));
              setResult(null);
            }}
            error={touched.has(field.name) ? fieldError(field, values) : null}
          />
        ))}
      </ul>
      {result !== null && result > 0 ? (
        <FormAlert>{t('requirements.failed', { count: result })}</FormAlert>
      ) : null}
      {result === 0 ? (
        <p role="status" className="rounded-xl bg-success-container p-3 text-on-success-container">
          {t('requirements.passed')}
        </p>
      ) : null}
      <div>
        <Button type="submit">{t('requirements.submit')}</Button>
      </div>
    </form>
  );
}
