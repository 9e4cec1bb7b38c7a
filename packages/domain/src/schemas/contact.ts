import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants.ts';

/** Field limits of the contact form (the web form and the API read the same numbers). */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

/** Messages sent through /contact per client address in one window, counted server-side. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 60 } as const;

const text = (field: 'name' | 'subject' | 'message') => {
  const { min, max } = CONTACT_LIMITS[field];
  return z
    .string({ message: `validation.contact.${field}.required` })
    .trim()
    .min(1, { message: `validation.contact.${field}.required` })
    .min(min, { message: `validation.contact.${field}.too_short` })
    .max(max, { message: `validation.contact.${field}.too_long` });
};

/**
 * Body of POST /api/v1/contact and the contact form. Messages are i18n keys (namespace `fields`)
 * and API codes: the server answers them in problem+json, the form shows their translation.
 */
export const contactMessageSchema = z.object({
  name: text('name'),
  email: z
    .string({ message: 'validation.contact.email.required' })
    .trim()
    .min(1, { message: 'validation.contact.email.required' })
    .max(CONTACT_LIMITS.email.max, { message: 'validation.contact.email.invalid' })
    .pipe(z.email({ message: 'validation.contact.email.invalid' })),
  subject: text('subject'),
  message: text('message'),
  language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE).default(DEFAULT_LANGUAGE),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Answer of a stored contact message. */
export interface ContactMessageReceipt {
  id: string;
  createdAt: string;
}
