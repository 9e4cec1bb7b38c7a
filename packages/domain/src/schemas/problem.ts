import { z } from 'zod';

/** RFC 9457 problem details as our API sends them. `code` is a stable i18n key. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  /** Values for the {{name}} placeholders of the code's message (e.g. a provider status). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
export type ProblemFieldError = NonNullable<Problem['errors']>[number];
