import {
  ACCOUNT_LIMITS,
  type Language,
  type MyProfile,
  profileUpdateSchema,
  SOCIAL_LIMITS,
} from '@eventos/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import {
  apiFieldErrors,
  type FieldErrors,
  focusFirstError,
  issuesToErrors,
} from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  IDENTITY_FIELDS,
  type IdentityField,
  IdentityFields,
  type IdentityValues,
} from './identity-fields.tsx';
import { LanguageField } from './language-field.tsx';

type Field = IdentityField | 'city' | 'bio' | 'language';
const FIELD_ORDER: readonly Field[] = [...IDENTITY_FIELDS, 'city', 'bio', 'language'];

interface Values extends IdentityValues {
  city: string;
  bio: string;
  language: Language;
}

function initialValues(profile: MyProfile): Values {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    username: profile.username ?? '',
    birthDate: profile.birthDate ?? '',
    city: profile.city ?? '',
    bio: profile.bio ?? '',
    language: profile.language,
  };
}

/** What PATCH receives: every filled field; a field left empty that never had a value is left out. */
function toUpdate(values: Values, profile: MyProfile) {
  const input: Record<string, string | null> = { language: values.language, bio: values.bio.trim() || null };
  const city = values.city.trim();
  if (city || profile.city !== null) input.city = city || null;
  for (const field of IDENTITY_FIELDS) {
    if (values[field] !== '' || profile[field] !== null) input[field] = values[field];
  }
  return input;
}

/**
 * /profile/edit form (PATCH /api/v1/me): names, username, birth date, city, bio, interface language.
 * Errors show beside their fields and in the 'Erro ao atualizar perfil' toast; the text stays.
 * Saving a new language switches the interface to it.
 */
export function ProfileEditForm({ profile }: { profile: MyProfile }) {
  const { t, i18n } = useTranslation(['profile', 'fields']);
  const [values, setValues] = useState<Values>(() => initialValues(profile));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const update = useUpdateProfile();

  const change = <F extends Field>(field: F, value: Values[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = profileUpdateSchema.safeParse(toUpdate(values, profile));
    if (!parsed.success) {
      const found = issuesToErrors<Field>(parsed.error.issues);
      setErrors(found);
      focusFirstError(form, FIELD_ORDER, found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (me) => {
        toast({ title: t('edit.saved') });
        if (me.profile.language !== i18n.resolvedLanguage) void i18n.changeLanguage(me.profile.language);
      },
      onError: (error) => {
        const found = apiFieldErrors<Field>(error);
        const firstCode = found ? FIELD_ORDER.map((f) => found[f]).find(Boolean) : undefined;
        toast({
          variant: 'destructive',
          title: t('profile.update_failed', { ns: 'fields' }),
          description: firstCode ? t(firstCode, { ns: 'fields' }) : describeError(t, error, ['fields']),
        });
        if (!found) return;
        setErrors(found);
        focusFirstError(form, FIELD_ORDER, found);
      },
    });
  };

  const text = (code: string | undefined) => (code ? t(code, { ns: 'fields' }) : undefined);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <IdentityFields values={values} errors={errors} onChange={change} />
      <TextField
        name="city"
        label={t('fields.city')}
        value={values.city}
        onChange={(v) => change('city', v)}
        error={text(errors.city)}
        hint={t('fields.cityHint', { max: SOCIAL_LIMITS.city.max })}
        autoComplete="address-level2"
        autoCapitalize="words"
        dir="auto"
      />
      <TextField
        name="bio"
        multiline
        label={t('fields.bio')}
        value={values.bio}
        onChange={(v) => change('bio', v)}
        error={text(errors.bio)}
        hint={
          <span aria-live="polite">
            {t('fields.bioCounter', { count: values.bio.length, max: ACCOUNT_LIMITS.bio.max })}
          </span>
        }
        maxLength={ACCOUNT_LIMITS.bio.max}
        dir="auto"
      />
      <LanguageField value={values.language} onChange={(v) => change('language', v)} />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('form.saving') : t('edit.submit')}
        </Button>
      </div>
    </form>
  );
}
