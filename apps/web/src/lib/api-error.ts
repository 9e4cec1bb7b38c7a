import type { ApiMessageParams, ProblemFieldError } from '@eventos/domain';

export interface ApiErrorInit {
  status: number;
  code: string;
  detail: string;
  title?: string;
  requestId?: string | undefined;
  errors?: ProblemFieldError[] | undefined;
  /** Values for the {{name}} placeholders of the code's message. */
  params?: ApiMessageParams | undefined;
}

/**
 * An API call that did not succeed. `code` is the stable i18n key of the problem+json body
 * (`validation.limit.range`); `detail` its pt-BR text, shown when no translation exists.
 * Status 0 means the server could not be reached.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly title: string;
  readonly requestId: string | undefined;
  readonly errors: ProblemFieldError[];
  readonly params: ApiMessageParams;

  constructor(init: ApiErrorInit) {
    super(init.detail);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.title = init.title ?? init.detail;
    this.requestId = init.requestId;
    this.errors = init.errors ?? [];
    this.params = init.params ?? {};
  }

  get isServerError(): boolean {
    return this.status >= 500;
  }
}
