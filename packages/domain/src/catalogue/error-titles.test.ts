import { describe, expect, it } from 'vitest';
import { ERROR_KINDS, errorTitle } from './error-titles.ts';

describe('errorTitle (spec §8 error screen titles)', () => {
  it.each([
    [404, 'Palco não encontrado!'],
    [401, 'Sem pulseira de acesso!'],
    [403, 'Área VIP restrita!'],
    [408, 'DJ demorou demais no mix!'],
    [429, 'Muita gente na pista!'],
    [500, 'Pane no som!'],
    [503, 'Casa em manutenção!'],
  ])('status %i → %s, labelled with the status', (status, title) => {
    const result = errorTitle({ status });
    expect(result.titlePtBR).toBe(title);
    expect(result.status).toBe(status);
    expect(result.labelKey).toBe('errorPage.label');
  });

  it.each([
    ['Page Not Found', 'Palco não encontrado!', 404],
    ['UNAUTHORIZED', 'Sem pulseira de acesso!', 401],
    ['Forbidden resource', 'Área VIP restrita!', 403],
    ['Request timeout', 'DJ demorou demais no mix!', 408],
    ['Too Many Requests', 'Muita gente na pista!', 429],
    ['Internal Server Error', 'Pane no som!', 500],
    ['Service Unavailable', 'Casa em manutenção!', 503],
    ['Network request failed', 'Sem sinal na pista!', undefined],
    ['fetch aborted', 'Sem sinal na pista!', undefined],
    ['No INTERNET', 'Sem sinal na pista!', undefined],
    ['failed-to-fetch', 'Sem sinal na pista!', undefined],
    ['Failed to fetch', 'Sem sinal na pista!', undefined],
    ['Blocked by CORS policy', 'Barrado na portaria!', undefined],
    ['Database is down', 'Lista de convidados sumiu!', undefined],
    ['Connection refused', 'Lista de convidados sumiu!', undefined],
    ['Payment declined', 'Problema no pagamento!', 402],
    ['Billing address missing', 'Problema no pagamento!', 402],
    ['Upload failed', 'Foto não subiu no story!', 413],
    ['File too large', 'Foto não subiu no story!', 413],
    ['Validation error', 'Dados inválidos na entrada!', 422],
    ['Invalid email', 'Dados inválidos na entrada!', 422],
    ['Something odd', 'Deu ruim!', 500],
  ])('message %j → %s (label status %s)', (message, title, status) => {
    const result = errorTitle({ message });
    expect(result.titlePtBR).toBe(title);
    expect(result.status).toBe(status);
  });

  it('gives the network, CORS and database rows their own label', () => {
    expect(errorTitle({ message: 'network' }).labelKey).toBe('errorPage.kinds.network.label');
    expect(errorTitle({ message: 'cors' }).labelKey).toBe('errorPage.kinds.cors.label');
    expect(errorTitle({ message: 'database' }).labelKey).toBe('errorPage.kinds.database.label');
  });

  it('gives each kind its title, message and quip keys', () => {
    expect(errorTitle({ status: 404 })).toMatchObject({
      kind: 'notFound',
      titleKey: 'errorPage.kinds.notFound.title',
      messageKey: 'errorPage.kinds.notFound.message',
      quipKey: 'errorPage.kinds.notFound.quip',
    });
    expect(ERROR_KINDS).toHaveLength(14);
  });

  it('falls back to Deu ruim! with nothing to go on, labelled Erro 500', () => {
    expect(errorTitle({})).toMatchObject({ kind: 'unknown', titlePtBR: 'Deu ruim!', status: 500 });
  });

  it('keeps an unmapped status in the label', () => {
    expect(errorTitle({ status: 502 })).toMatchObject({
      kind: 'unknown',
      status: 502,
      labelKey: 'errorPage.label',
    });
  });

  it('takes the rows in the spec order: the first match wins', () => {
    expect(errorTitle({ status: 404, message: 'Internal Server Error' }).kind).toBe('notFound');
    expect(errorTitle({ message: 'connection timeout' }).kind).toBe('timeout');
    expect(errorTitle({ message: 'invalid file' }).kind).toBe('upload');
    expect(errorTitle({ status: 400, message: 'invalid date' })).toMatchObject({
      kind: 'validation',
      status: 400,
    });
  });
});
