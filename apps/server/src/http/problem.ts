import {
  type ApiMessageCode,
  type ApiMessageParams,
  apiMessage,
  type Problem,
  type ProblemFieldError,
} from '@eventos/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const TITLES: Record<number, string> = {
  400: 'Requisição inválida',
  401: 'Não autenticado',
  403: 'Acesso negado',
  404: 'Não encontrado',
  405: 'Método não permitido',
  408: 'Tempo esgotado',
  409: 'Conflito',
  413: 'Conteúdo muito grande',
  414: 'Endereço muito longo',
  429: 'Muitas requisições',
  431: 'Cabeçalhos muito grandes',
  500: 'Erro interno',
  503: 'Serviço indisponível',
};

/** An expected failure that leaves the server as RFC 9457 problem+json. */
export class HttpProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiMessageCode | (string & {}),
    readonly errors?: ProblemFieldError[],
    detail?: string,
    /** Values of the message's {{name}} placeholders; sent as `params` so clients can translate. */
    readonly params?: ApiMessageParams,
  ) {
    super(detail ?? apiMessage(code, params));
    this.name = 'HttpProblem';
  }
}

export function problemBody(
  status: number,
  code: string,
  requestId: string | undefined,
  detail = apiMessage(code),
  errors?: ProblemFieldError[],
  params?: ApiMessageParams,
): Problem {
  return {
    type: `about:blank#${code}`,
    title: TITLES[status] ?? 'Erro',
    status,
    detail,
    code,
    ...(requestId ? { requestId } : {}),
    ...(params ? { params } : {}),
    ...(errors?.length ? { errors } : {}),
  };
}

export function problemResponse(c: Context, problem: Problem): Response {
  return c.body(JSON.stringify(problem), problem.status as ContentfulStatusCode, {
    'Content-Type': 'application/problem+json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}
