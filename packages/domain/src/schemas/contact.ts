import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants.ts';
import { textField } from './primitives.ts';

/** Field limits of the contact form (the web form and the API read the same numbers). */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

/** Messages sent through /contact per client address in one window, counted server-side. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 60 } as const;

const field = (name: 'name' | 'subject' | 'message') => {
  const { min, max } = CONTACT_LIMITS[name];
  return textField(`validation.contact.${name}.required`)
    .trim()
    .min(1, { message: `validation.contact.${name}.required` })
    .min(min, { message: `validation.contact.${name}.too_short` })
    .max(max, { message: `validation.contact.${name}.too_long` });
};

/**
 * Body of POST /api/v1/contact and the contact form. Messages are i18n keys (namespace `fields`)
 * and API codes: the server answers them in problem+json, the form shows their translation.
 */
export const contactMessageSchema = z.object({
  name: field('name'),
  email: textField('validation.contact.email.required', 'validation.contact.email.invalid')
    .trim()
    .min(1, { message: 'validation.contact.email.required' })
    .max(CONTACT_LIMITS.email.max, { message: 'validation.contact.email.invalid' })
    .pipe(z.email({ message: 'validation.contact.email.invalid' })),
  subject: field('subject'),
  message: field('message'),
  language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE).default(DEFAULT_LANGUAGE),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Answer of a stored contact message. */
export interface ContactMessageReceipt {
  id: string;
  createdAt: string;
}
