/**
 * pt-BR texts the API puts in problem+json `detail` and field errors, keyed by the stable `code`
 * that clients translate (the web app has the same keys in its locale files).
 */
export const API_MESSAGES_PT_BR = {
  'request.invalid': 'Parâmetros inválidos na requisição.',
  'route.not_found': 'Recurso não encontrado.',
  'method.not_allowed': 'Método não permitido.',
  'internal.error': 'Erro interno do servidor. Tente novamente.',
  'database.unavailable': 'Banco de dados indisponível no momento. Tente novamente.',
  'validation.limit.integer': 'O limite deve ser um número inteiro.',
  'validation.limit.range': 'O limite deve estar entre 1 e 50.',
  'validation.cursor.invalid': 'Cursor de paginação inválido.',
  'validation.invalid': 'Valor inválido.',
} as const;

export type ApiMessageCode = keyof typeof API_MESSAGES_PT_BR;

export function apiMessage(code: string): string {
  return (API_MESSAGES_PT_BR as Record<string, string>)[code] ?? API_MESSAGES_PT_BR['validation.invalid'];
}
