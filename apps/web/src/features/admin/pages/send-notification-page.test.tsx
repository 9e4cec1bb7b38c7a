import type { BroadcastStatus } from '@eventos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { renderAdminPage } from '../testing/render-admin-page.tsx';
import { SendNotificationPage } from './send-notification-page.tsx';

const slow = { timeout: 3_000 };

function status(overrides: Partial<BroadcastStatus> = {}): BroadcastStatus {
  return {
    id: 'b-1',
    state: 'storing',
    recipients: 3,
    stored: 0,
    pushed: 0,
    emailed: 0,
    createdAt: '2026-05-10T12:00:00.000Z',
    ...overrides,
  };
}

function renderPage() {
  return renderAdminPage('/admin/send-notification', <SendNotificationPage />);
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('SendNotificationPage', () => {
  it('checks the form with the domain schema and shows each message beside its field', async () => {
    const fetch = stubFetch(() => jsonResponse({ broadcasts: [] }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar notificação' }, slow));
    expect(field('Título')).toHaveAccessibleDescription('Informe o título da notificação.');
    expect(field('Mensagem')).toHaveAccessibleDescription(/Escreva a mensagem da notificação\./);
    expect(field('Título')).toHaveFocus();

    fireEvent.change(field('Título'), { target: { value: 'Festival' } });
    fireEvent.change(field('Mensagem'), { target: { value: 'Começa amanhã' } });
    fireEvent.change(field('Link (opcional)'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Uma pessoa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar notificação' }));
    expect(field('Link (opcional)')).toHaveAccessibleDescription(
      /Use um caminho que comece com \/ ou um link http:\/\/ ou https:\/\/\./,
    );
    expect(field('Nome de usuário')).toHaveAccessibleDescription(
      /Informe o nome de usuário de quem recebe\./,
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('keeps what was typed when the server refuses, with its message beside the field', async () => {
    stubFetch((_url, init) =>
      init?.method === 'POST'
        ? problemResponse(404, {
            title: 'x',
            code: 'broadcast.user_not_found',
            detail: 'Nenhum usuário com este nome de usuário.',
          })
        : jsonResponse({ broadcasts: [] }),
    );
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Título' }, slow), {
      target: { value: 'Oi' },
    });
    fireEvent.change(field('Mensagem'), { target: { value: 'Só para você' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Uma pessoa' }));
    fireEvent.change(field('Nome de usuário'), { target: { value: 'ninguem' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar notificação' }));
    await waitFor(() =>
      expect(field('Nome de usuário')).toHaveAccessibleDescription(
        /Nenhum usuário com este nome de usuário\./,
      ),
    );
    expect(field('Título')).toHaveValue('Oi');
    expect(field('Mensagem')).toHaveValue('Só para você');
    expect(field('Nome de usuário')).toHaveValue('ninguem');
  });

  it('sends, follows the progress until done and shows the count reached', async () => {
    let reads = 0;
    let body: unknown;
    stubFetch((url, init) => {
      if (init?.method === 'POST') {
        body = JSON.parse(String(init.body));
        return jsonResponse(status(), { status: 202 });
      }
      if (url.pathname.endsWith('/b-1')) {
        reads += 1;
        return jsonResponse(
          reads === 1
            ? status({ state: 'queued', stored: 2 })
            : status({ state: 'done', stored: 3, pushed: 1 }),
        );
      }
      return jsonResponse({ broadcasts: [] });
    });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Título' }, slow), {
      target: { value: 'Festival' },
    });
    fireEvent.change(field('Mensagem'), { target: { value: 'Começa amanhã' } });
    fireEvent.change(field('Link (opcional)'), { target: { value: '/events' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Um papel' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Papel' }), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /E-mail/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar notificação' }));

    const progress = await screen.findByRole('region', { name: /Notificação enviada/ }, { timeout: 5_000 });
    expect(within(progress).getByText('Pessoas alcançadas: 3')).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    expect(body).toEqual({
      title: 'Festival',
      body: 'Começa amanhã',
      link: '/events',
      audience: 'role',
      role: 'admin',
      channels: { push: true, email: true },
    });
    // Cleared for the next one.
    expect(field('Título')).toHaveValue('');
  });
});
