import { completeProfileSchema, type MyProfile } from '@eventos/domain';
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
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  IDENTITY_FIELDS,
  type IdentityField,
  IdentityFields,
  type IdentityValues,
} from './identity-fields.tsx';

interface SuggestedName {
  firstName: string;
  lastName: string;
}

function initialValues(profile: MyProfile, suggested: SuggestedName | undefined): IdentityValues {
  return {
    firstName: profile.firstName ?? suggested?.firstName ?? '',
    lastName: profile.lastName ?? suggested?.lastName ?? '',
    username: profile.username ?? '',
    birthDate: profile.birthDate ?? '',
  };
}

interface CompleteProfileFormProps {
  profile: MyProfile;
  /** Names to start with when the profile has none (the name typed at sign-up). */
  suggestedName?: SuggestedName;
  onDone: () => void;
}

/**
 * /complete-profile form: the four fields a complete profile needs, checked with the domain schema
 * and sent together (PATCH /api/v1/me). Errors show beside their fields; what was typed stays.
 */
export function CompleteProfileForm({ profile, suggestedName, onDone }: CompleteProfileFormProps) {
  const { t } = useTranslation(['profile', 'fields']);
  const [values, setValues] = useState<IdentityValues>(() => initialValues(profile, suggestedName));
  const [errors, setErrors] = useState<FieldErrors<IdentityField>>({});
  const update = useUpdateProfile();

  const change = (field: IdentityField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = completeProfileSchema.safeParse(values);
    if (!parsed.success) {
      const found = issuesToErrors<IdentityField>(parsed.error.issues);
      setErrors(found);
      focusFirstError(form, IDENTITY_FIELDS, found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (error) => {
        const found = apiFieldErrors<IdentityField>(error);
        if (!found) return;
        setErrors(found);
        focusFirstError(form, IDENTITY_FIELDS, found);
      },
    });
  };

  const generalError = update.error && !apiFieldErrors(update.error) ? update.error : null;

  return (
    <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-5">
      <IdentityFields values={values} errors={errors} onChange={change} />
      {generalError ? (
        <p role="alert" className="rounded-xl bg-error-container px-4 py-3 text-on-error-container">
          {describeError(t, generalError, ['fields'])}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('form.saving') : t('complete.submit')}
        </Button>
      </div>
    </form>
  );
}
