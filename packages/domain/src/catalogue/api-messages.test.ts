import { describe, expect, it } from 'vitest';
import { API_MESSAGES_PT_BR, apiMessage } from './api-messages.ts';

describe('api messages', () => {
  it('gives the pt-BR text of a code', () => {
    expect(apiMessage('validation.limit.range')).toBe('O limite deve estar entre 1 e 50.');
  });

  it('falls back to the generic invalid-value text', () => {
    expect(apiMessage('nope')).toBe(API_MESSAGES_PT_BR['validation.invalid']);
  });
});

describe('message parameters', () => {
  it('fills {{name}} placeholders and leaves unknown ones', () => {
    expect(apiMessage('geocode.http_error', { status: 502, text: 'Bad Gateway' })).toBe(
      'Erro HTTP: 502 - Bad Gateway',
    );
    expect(apiMessage('geocode.other_status', {})).toBe('Erro: {{status}}');
  });
});
