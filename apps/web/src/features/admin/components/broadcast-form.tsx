import { type BroadcastStatus, NOTIFICATION_LIMITS } from '@eventos/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors, type FieldErrors, focusFirstError } from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSendBroadcast } from '../api/send-broadcast.ts';
import {
  BROADCAST_FIELD_ORDER,
  type BroadcastField,
  type BroadcastFormValues,
  EMPTY_BROADCAST,
  validateBroadcast,
} from '../lib/broadcast-form-values.ts';
import { AudienceFields } from './audience-fields.tsx';

/** A username the server did not find is a problem of the username field. */
function serverFieldErrors(error: unknown): FieldErrors<BroadcastField> | null {
  if (error instanceof ApiError && error.code === 'broadcast.user_not_found') return { username: error.code };
  return apiFieldErrors(error, BROADCAST_FIELD_ORDER);
}

/**
 * What an admin sends (spec §2 send-notification): title, message, optional link, audience and
 * channels. Checked here with the domain's schema and again by the API; each message shows beside
 * its field, and what was typed stays after any error. Cleared once the server has taken it.
 */
export function BroadcastForm({ onSent }: { onSent: (status: BroadcastStatus) => void }) {
  const { t } = useTranslation(['admin', 'fields']);
  const [values, setValues] = useState<BroadcastFormValues>(EMPTY_BROADCAST);
  const [errors, setErrors] = useState<FieldErrors<BroadcastField>>({});
  const send = useSendBroadcast();

  const change = (patch: Partial<BroadcastFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const errorText = (field: BroadcastField) => {
    const code = errors[field];
    return code ? t(code, { ns: ['fields', 'admin'] }) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateBroadcast(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form, BROADCAST_FIELD_ORDER, checked.errors);
      return;
    }
    setErrors({});
    send.mutate(checked.input, {
      onSuccess: (status) => {
        setValues(EMPTY_BROADCAST);
        onSent(status);
      },
      onError: (error) => {
        const found = serverFieldErrors(error);
        if (!found) return;
        setErrors(found);
        focusFirstError(form, BROADCAST_FIELD_ORDER, found);
      },
    });
  };

  const formError = send.isError && !serverFieldErrors(send.error);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('broadcast.formLabel')}>
      <TextField
        required
        name="title"
        label={t('broadcast.form.title')}
        value={values.title}
        onChange={(title) => change({ title })}
        error={errorText('title')}
        maxLength={NOTIFICATION_LIMITS.titleMax}
      />
      <TextField
        required
        multiline
        rows={4}
        name="body"
        label={t('broadcast.form.body')}
        value={values.body}
        onChange={(body) => change({ body })}
        error={errorText('body')}
        maxLength={NOTIFICATION_LIMITS.bodyMax}
        hint={t('broadcast.form.bodyCount', { count: values.body.length, max: NOTIFICATION_LIMITS.bodyMax })}
      />
      <TextField
        name="link"
        label={t('broadcast.form.link')}
        hint={t('broadcast.form.linkHint')}
        value={values.link}
        onChange={(link) => change({ link })}
        error={errorText('link')}
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
      />
      <AudienceFields values={values} onChange={change} errorText={errorText} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1.5 font-medium text-on-surface text-sm">{t('broadcast.form.channels')}</legend>
        <p className="text-on-surface-variant text-sm">{t('broadcast.form.channelsInApp')}</p>
        {(['push', 'email'] as const).map((channel) => (
          <label
            key={channel}
            className="flex min-h-11 cursor-pointer items-center gap-2 text-on-surface text-sm"
          >
            <input
              type="checkbox"
              name={channel}
              checked={values[channel]}
              onChange={(event) => change({ [channel]: event.target.checked })}
              className="size-4 accent-primary"
            />
            {t(`broadcast.form.${channel}`)}
          </label>
        ))}
      </fieldset>
      {formError ? <FormAlert>{describeError(t, send.error, ['fields', 'admin'])}</FormAlert> : null}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('broadcast.form.sending') : t('broadcast.form.send')}
        </Button>
      </div>
    </form>
  );
}
