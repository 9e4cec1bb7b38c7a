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
  'validation.contact.name.required': 'Informe o seu nome.',
  'validation.contact.name.too_short': 'O nome deve ter pelo menos 2 caracteres.',
  'validation.contact.name.too_long': 'O nome deve ter no máximo 100 caracteres.',
  'validation.contact.email.required': 'Informe o seu e-mail.',
  'validation.contact.email.invalid': 'Informe um e-mail válido.',
  'validation.contact.subject.required': 'Informe o assunto.',
  'validation.contact.subject.too_short': 'O assunto deve ter pelo menos 3 caracteres.',
  'validation.contact.subject.too_long': 'O assunto deve ter no máximo 150 caracteres.',
  'validation.contact.message.required': 'Escreva a sua mensagem.',
  'validation.contact.message.too_short': 'A mensagem deve ter pelo menos 10 caracteres.',
  'validation.contact.message.too_long': 'A mensagem deve ter no máximo 5000 caracteres.',
  'contact.rate_limited': 'Você enviou muitas mensagens em pouco tempo. Aguarde uma hora e tente novamente.',
} as const;

export type ApiMessageCode = keyof typeof API_MESSAGES_PT_BR;

export function apiMessage(code: string): string {
  return (API_MESSAGES_PT_BR as Record<string, string>)[code] ?? API_MESSAGES_PT_BR['validation.invalid'];
}
