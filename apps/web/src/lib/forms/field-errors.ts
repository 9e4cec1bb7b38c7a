import { ApiError } from '../api-error.ts';

/** The first message code (an i18n key of `fields`) of each field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Field errors from a failed zod parse. */
export function issuesToErrors<F extends string>(issues: readonly Issue[]): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const issue of issues) out[String(issue.path[0]) as F] ??= issue.message;
  return out;
}

/**
 * Field errors a problem+json answer carried (`errors[{path, code}]`), only for `fields` when
 * given, or null when there are none.
 */
export function apiFieldErrors<F extends string>(
  error: unknown,
  fields?: readonly F[],
): FieldErrors<F> | null {
  if (!(error instanceof ApiError)) return null;
  const out: FieldErrors<F> = {};
  for (const { path, code } of error.errors) {
    const field = path.split(/[./]/).filter(Boolean).pop() as F | undefined;
    if (field && (!fields || fields.includes(field))) out[field] ??= code;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Moves focus to the first field (in form order) with an error, so it is announced. */
export function focusFirstError<F extends string>(
  form: HTMLFormElement | null,
  order: readonly F[],
  errors: FieldErrors<F>,
): void {
  const first = order.find((field) => errors[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
