import { z } from 'zod';
import { parseInstant } from '../rules/instant.ts';
import { isWellFormedText } from '../rules/well-formed-text.ts';

// In a web page (every schema module loads this one): the page's CSP forbids eval, and zod's first
// object parse would otherwise probe `new Function`, which the browser reports as a script-src
// violation. The server keeps zod's compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * The string every text field of a form, body, query or path is built on: it refuses NUL and
 * unpaired UTF-16 halves with `invalid` (the field's own code, or 'validation.invalid'), named
 * first among the field's problems. `type` is the message when the value is not a string at all.
 * (No `abort`: an aborted issue would stop the checks between fields from running.)
 */
export const textField = (type?: string, invalid = 'validation.invalid') =>
  z.string(type === undefined ? undefined : { message: type }).refine(isWellFormedText, { message: invalid });

/**
 * A date and time as ISO 8601 text (or any form Date.parse reads), in years 1–9999; its output is
 * the instant in canonical ISO form. `code` is the message for anything else.
 */
export const instantText = (code: string) =>
  textField(code, code)
    .trim()
    .refine((v) => parseInstant(v) !== null, { message: code })
    .transform((v) => (parseInstant(v) as Date).toISOString());

/**
 * `?limit` of a keyset-paged list: a whole number from 1 to `max` ('validation.limit.integer',
 * 'validation.limit.range'), `fallback` when absent.
 */
export const pageLimit = (max: number, fallback: number) =>
  z.coerce
    .number({ message: 'validation.limit.integer' })
    .int({ message: 'validation.limit.integer' })
    .min(1, { message: 'validation.limit.range' })
    .max(max, { message: 'validation.limit.range' })
    .default(fallback);

/** `?cursor` of a keyset-paged list: opaque text the server decodes; blank reads as absent. */
export const pageCursor = () =>
  textField('validation.cursor.invalid', 'validation.cursor.invalid')
    .max(200, { message: 'validation.cursor.invalid' })
    .optional()
    .transform((v) => (v ? v : undefined));
