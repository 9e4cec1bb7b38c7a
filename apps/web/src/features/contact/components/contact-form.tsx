import { CONTACT_LIMITS, type ContactMessageInput, contactMessageSchema } from '@eventos/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { type FieldErrors, focusFirstError } from '../../../lib/forms/field-errors.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../lib/i18n/languages.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;
type Errors = FieldErrors<Field>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

/** The first error code (an i18n key of `fields`) of each field. */
function firstCodes(issues: { field: string; code: string }[]): Errors {
  const out: Errors = {};
  for (const { field, code } of issues) out[field as Field] ??= code;
  return out;
}

const FIELD_ORDER: readonly Field[] = ['name', 'email', 'subject', 'message'];

/** Contact form: validated here with the domain schema and again by the API; keeps the text on error. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useTranslation('fields');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendContactMessage();

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const errorText = (field: Field) => (errors[field] ? t(errors[field], { ns: 'fields' }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const language = i18n.resolvedLanguage;
    const input: ContactMessageInput = {
      ...values,
      language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    };
    const parsed = contactMessageSchema.safeParse(input);
    if (!parsed.success) {
      const found = firstCodes(
        parsed.error.issues.map((i) => ({ field: String(i.path[0]), code: i.message })),
      );
      setErrors(found);
      focusFirstError(form, FIELD_ORDER, found);
      return;
    }
    setErrors({});
    send.mutate(input, {
      onSuccess: onSent,
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.errors.length) return;
        const found = firstCodes(error.errors.map((e) => ({ field: e.path, code: e.code })));
        setErrors(found);
        focusFirstError(form, FIELD_ORDER, found);
      },
    });
  };

  const apiError = send.error && !(send.error instanceof ApiError && send.error.errors.length);

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-2xl flex-col gap-5"
      aria-describedby="contact-required"
    >
      <p id="contact-required" className="text-on-surface-variant text-sm">
        {t('form.required')}
      </p>
      <TextField
        required
        name="name"
        label={t('contact.name')}
        value={values.name}
        onChange={set('name')}
        error={errorText('name')}
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name.max}
      />
      <TextField
        required
        name="email"
        type="email"
        label={t('contact.email')}
        value={values.email}
        onChange={set('email')}
        error={errorText('email')}
        autoComplete="email"
      />
      <TextField
        required
        name="subject"
        label={t('contact.subject')}
        value={values.subject}
        onChange={set('subject')}
        error={errorText('subject')}
        maxLength={CONTACT_LIMITS.subject.max}
      />
      <TextField
        required
        name="message"
        multiline
        label={t('contact.message')}
        value={values.message}
        onChange={set('message')}
        error={errorText('message')}
        maxLength={CONTACT_LIMITS.message.max}
      />
      {apiError ? (
        <p role="alert" className="rounded-xl bg-error-container px-4 py-3 text-on-error-container">
          {describeError(t, send.error, ['fields'])}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('form.sending') : t('form.send')}
        </Button>
      </div>
    </form>
  );
}
