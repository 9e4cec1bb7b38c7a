import { z } from 'zod';
import { PRIVACY_VERSION, TERMS_VERSION } from '../catalogue/legal.ts';
import { SOCIAL_LIMITS } from '../constants/social.ts';
import { LANGUAGES } from '../constants.ts';
import { isSafeRedirectPath } from '../rules/safe-redirect.ts';
import { textField } from './primitives.ts';

/** Limits of the account forms (the web forms, the API and the auth library read the same numbers). */
export const ACCOUNT_LIMITS = {
  password: { min: 8, max: 128 },
  email: { max: 254 },
  name: { min: 2, max: 100 },
  firstName: { max: 60 },
  lastName: { max: 80 },
  username: { min: 3, max: 30 },
  bio: { max: 500 },
  /** Youngest and oldest ages a birth date may give. */
  age: { min: 13, max: 120 },
} as const;

/** Usernames: lowercase letters, digits, dot and underscore, not starting or ending with a dot. */
export const USERNAME_PATTERN = /^(?!\.)[a-z0-9._]+(?<!\.)$/;

const required = (key: string) => ({ message: `validation.account.${key}.required` });

export const emailField = textField(required('email').message, 'validation.account.email.invalid')
  .trim()
  .min(1, required('email'))
  .max(ACCOUNT_LIMITS.email.max, { message: 'validation.account.email.invalid' })
  .pipe(z.email({ message: 'validation.account.email.invalid' }));

export const passwordField = textField(required('password').message)
  .min(1, required('password'))
  .min(ACCOUNT_LIMITS.password.min, { message: 'validation.account.password.too_short' })
  .max(ACCOUNT_LIMITS.password.max, { message: 'validation.account.password.too_long' });

const confirmation = textField(required('password_confirmation').message).min(
  1,
  required('password_confirmation'),
);

/** A password the user already has (sign-in, current password): any text up to the longest allowed. */
const knownPassword = (key: 'password' | 'current_password') =>
  textField(required(key).message)
    .min(1, required(key))
    .max(ACCOUNT_LIMITS.password.max, { message: 'validation.account.password.too_long' });

const nameField = textField(required('name').message)
  .trim()
  .min(1, required('name'))
  .min(ACCOUNT_LIMITS.name.min, { message: 'validation.account.name.too_short' })
  .max(ACCOUNT_LIMITS.name.max, { message: 'validation.account.name.too_long' });

export const signInSchema = z.object({
  email: emailField,
  password: knownPassword('password'),
});

export const signUpSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    passwordConfirmation: confirmation,
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'validation.account.password.mismatch',
  });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ newPassword: passwordField, passwordConfirmation: confirmation })
  .refine((v) => v.newPassword === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'validation.account.password.mismatch',
  });

/** The /change-password form; the API body is the same without the confirmation. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: knownPassword('current_password'),
    newPassword: passwordField,
    passwordConfirmation: confirmation,
  })
  .refine((v) => v.newPassword === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'validation.account.password.mismatch',
  });

export const changePasswordSchema = z.object({
  currentPassword: knownPassword('current_password'),
  newPassword: passwordField,
  /** Sign out every other device too (default yes). */
  revokeOtherSessions: z.boolean().default(true),
});

/** Whole years between a birth date (YYYY-MM-DD) and `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const birthDateField = textField(
  required('birth_date').message,
  'validation.account.birth_date.invalid',
)
  .trim()
  .min(1, required('birth_date'))
  .refine(isRealDate, { message: 'validation.account.birth_date.invalid' })
  .refine((v) => !isRealDate(v) || ageOn(v, new Date()) >= ACCOUNT_LIMITS.age.min, {
    message: 'validation.account.birth_date.too_young',
  })
  .refine((v) => !isRealDate(v) || ageOn(v, new Date()) <= ACCOUNT_LIMITS.age.max, {
    message: 'validation.account.birth_date.invalid',
  });

export const usernameField = textField(required('username').message, 'validation.account.username.invalid')
  .trim()
  .toLowerCase()
  .min(1, required('username'))
  .min(ACCOUNT_LIMITS.username.min, { message: 'validation.account.username.too_short' })
  .max(ACCOUNT_LIMITS.username.max, { message: 'validation.account.username.too_long' })
  .regex(USERNAME_PATTERN, { message: 'validation.account.username.invalid' });

const personName = (key: 'first_name' | 'last_name', max: number) =>
  textField(required(key).message)
    .trim()
    .min(1, required(key))
    .max(max, { message: `validation.account.${key}.too_long` });

/** /complete-profile: the three fields spec §5 "profile complete" needs, plus a unique username. */
export const completeProfileSchema = z.object({
  firstName: personName('first_name', ACCOUNT_LIMITS.firstName.max),
  lastName: personName('last_name', ACCOUNT_LIMITS.lastName.max),
  birthDate: birthDateField,
  username: usernameField,
});

/** PATCH /api/v1/me and /profile/edit: any subset of the profile's own fields. */
export const profileUpdateSchema = completeProfileSchema.partial().extend({
  bio: textField()
    .trim()
    .max(ACCOUNT_LIMITS.bio.max, { message: 'validation.account.bio.too_long' })
    .nullable()
    .optional(),
  /** The city shown on the public profile; blank clears it. */
  city: textField()
    .trim()
    .max(SOCIAL_LIMITS.city.max, { message: 'validation.profile.city.too_long' })
    .nullable()
    .optional(),
  language: z.enum(LANGUAGES, { message: 'validation.invalid' }).optional(),
});

export const CONSENT_TYPES = ['terms', 'privacy'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
/** Versions a user must have accepted (spec §9). */
export const CURRENT_CONSENT_VERSIONS: Record<ConsentType, string> = {
  terms: TERMS_VERSION,
  privacy: PRIVACY_VERSION,
};
export const CONSENT_ORIGINS = ['web', 'android', 'ios'] as const;

/** POST /api/v1/me/consents: accept the current version of one document. */
export const consentSchema = z
  .object({
    consentType: z.enum(CONSENT_TYPES, { message: 'validation.invalid' }),
    version: textField().min(1, { message: 'validation.invalid' }).max(20, { message: 'validation.invalid' }),
    origin: z.enum(CONSENT_ORIGINS, { message: 'validation.invalid' }).default('web'),
  })
  .refine((v) => CURRENT_CONSENT_VERSIONS[v.consentType] === v.version, {
    path: ['version'],
    message: 'validation.account.consent.version_outdated',
  });

/** Consent types whose current version is missing from `accepted` (spec §4 Consent). */
export function pendingConsents(
  accepted: readonly { consentType: string; version: string }[],
): ConsentType[] {
  return CONSENT_TYPES.filter(
    (type) => !accepted.some((c) => c.consentType === type && c.version === CURRENT_CONSENT_VERSIONS[type]),
  );
}

/** Spec §5: first name, last name and birth date present and status active. */
export function isProfileComplete(p: {
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  status: string;
}): boolean {
  return Boolean(p.firstName?.trim() && p.lastName?.trim() && p.birthDate) && p.status === 'active';
}

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

const callbackPath = textField()
  .max(2000)
  .refine(isSafeRedirectPath, { message: 'validation.invalid' })
  .optional();

/** A token from a link or the auth library: opaque text of a bounded length. */
const opaqueToken = textField()
  .min(1, { message: 'validation.invalid' })
  .max(500, { message: 'validation.invalid' });

/** Bodies the auth endpoints accept, checked before the auth library sees them. */
export const authRequestSchemas = {
  '/sign-up/email': z.object({
    name: nameField,
    email: emailField,
    password: passwordField,
    callbackURL: callbackPath,
  }),
  '/sign-in/email': z.object({
    email: emailField,
    password: knownPassword('password'),
    rememberMe: z.boolean().optional(),
    callbackURL: callbackPath,
  }),
  '/request-password-reset': z.object({ email: emailField, redirectTo: callbackPath }),
  '/reset-password': z.object({ newPassword: passwordField, token: opaqueToken }),
  '/sign-in/social': z.object({
    provider: z.enum(['google', 'apple'], { message: 'validation.invalid' }),
    callbackURL: callbackPath,
    errorCallbackURL: callbackPath,
    newUserCallbackURL: callbackPath,
    disableRedirect: z.boolean().optional(),
    idToken: z
      .object({ token: textField().min(1).max(8000), nonce: textField().max(500).optional() })
      .optional(),
  }),
  // Endpoints the web does not call but the auth library answers: their text is checked too.
  '/update-user': z.object({ name: nameField.optional(), image: textField().max(2000).nullish() }),
  '/change-password': z.object({
    currentPassword: knownPassword('current_password'),
    newPassword: passwordField,
    revokeOtherSessions: z.boolean().optional(),
  }),
  '/change-email': z.object({ newEmail: emailField, callbackURL: callbackPath }),
  '/send-verification-email': z.object({ email: emailField, callbackURL: callbackPath }),
  '/revoke-session': z.object({ token: opaqueToken }),
  '/delete-user': z.object({
    password: knownPassword('password').optional(),
    token: opaqueToken.optional(),
    callbackURL: callbackPath,
  }),
} as const;
