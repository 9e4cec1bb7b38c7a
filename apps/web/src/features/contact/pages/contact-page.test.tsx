import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactPage } from './contact-page.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  fill('Nome', 'Maria da Silva');
  fill('E-mail', 'maria@exemplo.com.br');
  fill('Assunto', 'Divulgar meu evento');
  fill('Mensagem', 'Como faço para divulgar o meu evento?');
}

describe('ContactPage', () => {
  it('shows each field error beside its field, keeps the typed text and sends nothing', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    renderWithProviders(<ContactPage />, '/contact');
    fill('Nome', 'M');
    fill('E-mail', 'maria@');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    expect(await screen.findByText('O nome deve ter pelo menos 2 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(screen.getByLabelText('Assunto')).toHaveAccessibleDescription('Informe o assunto.');
    expect(screen.getByLabelText('Mensagem')).toHaveAccessibleDescription('Escreva a sua mensagem.');
    expect(screen.getByLabelText('Nome')).toHaveValue('M');
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the message with the language and shows the success state', async () => {
    const fetch = stubFetch(() =>
      jsonResponse({ id: 'x', createdAt: '2026-01-01T00:00:00Z' }, { status: 201 }),
    );
    renderWithProviders(<ContactPage />, '/contact');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    expect(await screen.findByText('Mensagem enviada!')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Maria da Silva',
      email: 'maria@exemplo.com.br',
      subject: 'Divulgar meu evento',
      message: 'Como faço para divulgar o meu evento?',
      language: 'pt-BR',
    });
  });

  it('shows the rate-limit message and keeps the text when the API answers 429', async () => {
    stubFetch(() =>
      problemResponse(429, {
        title: 'Muitas requisições',
        code: 'contact.rate_limited',
        detail: 'Você enviou muitas mensagens em pouco tempo. Aguarde uma hora e tente novamente.',
      }),
    );
    renderWithProviders(<ContactPage />, '/contact');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Aguarde uma hora e tente novamente.');
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria da Silva');
  });

  it('puts the API field errors beside their fields', async () => {
    stubFetch(() =>
      problemResponse(400, {
        title: 'Requisição inválida',
        detail: 'Parâmetros inválidos na requisição.',
        code: 'request.invalid',
        errors: [
          { path: 'email', code: 'validation.contact.email.invalid', message: 'Informe um e-mail válido.' },
        ],
      }),
    );
    renderWithProviders(<ContactPage />, '/contact');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});
