import type { ActiveSession } from '@eventos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { makeMe } from '../testing/me-fixture.ts';
import { renderProfilePage } from '../testing/render-profile-page.tsx';
import { SecurityPrivacyPage } from './security-privacy-page.tsx';

const SESSIONS: ActiveSession[] = [
  {
    id: 's-this',
    current: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    ipAddress: '203.0.113.7',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
  },
  {
    id: 's-other',
    current: false,
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
    ipAddress: '198.51.100.4',
    createdAt: '2026-11-01T08:30:00.000Z',
    expiresAt: '2026-12-01T08:30:00.000Z',
  },
];

type Route = (method: string, path: string) => Response | undefined;

/** Answers GET /api/v1/me/sessions with SESSIONS; `route` answers anything else. */
function stubApi(route: Route = () => undefined) {
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const answer = route(method, url.pathname);
    if (answer) return answer;
    if (method === 'GET' && url.pathname === '/api/v1/me/sessions') return jsonResponse(SESSIONS);
    return new Response(null, { status: 204 });
  });
}

afterEach(() => dismissToast());

const render = (me = makeMe()) => renderProfilePage(<SecurityPrivacyPage />, '/security-privacy', { me });

describe('SecurityPrivacyPage — sessions and methods', () => {
  it('lists the devices in plain words and marks this one', async () => {
    stubApi();
    render();
    const list = within(await screen.findByRole('region', { name: 'Sessões ativas' }));
    expect(await list.findByText('Chrome no Android')).toBeInTheDocument();
    expect(list.getByText('Este dispositivo')).toBeInTheDocument();
    expect(list.getByText('Firefox no macOS')).toBeInTheDocument();
    expect(list.getByText('IP: 198.51.100.4')).toBeInTheDocument();
    expect(list.getAllByRole('button', { name: /^Encerrar sessão/ })).toHaveLength(1);
  });

  it('signs out one device and all other devices', async () => {
    const fetch = stubApi();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Encerrar sessão: Firefox no macOS' }));
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/me/sessions/s-other',
      expect.objectContaining({ method: 'DELETE' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sair de todos os outros dispositivos' }));
    expect(await screen.findByText('Você saiu de todos os outros dispositivos.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/me/sessions/revoke-others',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('shows the sign-in methods, the password link only with a password, and the consents', async () => {
    stubApi();
    const { unmount } = render(
      makeMe({}, { providers: ['credential', 'google'], pendingConsents: ['privacy'] }),
    );
    const methods = within(await screen.findByRole('region', { name: 'Formas de entrar' }));
    expect(methods.getByText('E-mail e senha')).toBeInTheDocument();
    expect(methods.getByText('Google')).toBeInTheDocument();
    expect(methods.getByRole('link', { name: 'Alterar senha' })).toHaveAttribute('href', '/change-password');
    const consents = within(screen.getByRole('region', { name: 'Termos e privacidade' }));
    expect(consents.getByText('Versão 1.0.0 aceita')).toBeInTheDocument();
    expect(consents.getByText('Versão 1.0.0 ainda não aceita')).toBeInTheDocument();
    unmount();

    render(makeMe({}, { providers: ['apple'] }));
    expect(await screen.findByText('Apple')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Alterar senha' })).toBeNull();
  });
});

describe('SecurityPrivacyPage — delete account', () => {
  it('explains what deletion removes', async () => {
    stubApi();
    render();
    const zone = within(await screen.findByRole('region', { name: 'Excluir conta' }));
    expect(zone.getByText(/não anonimizada/)).toBeInTheDocument();
    expect(zone.getByText('seu e-mail e sua data de nascimento;')).toBeInTheDocument();
    expect(zone.getByText('os eventos que você organiza;')).toBeInTheDocument();
    expect(zone.getByText('os locais que você cadastrou.')).toBeInTheDocument();
    expect(zone.getByText(/sem ligação com a sua conta/)).toBeInTheDocument();
  });

  it('enables the delete button only once the username is typed, then deletes, signs out and goes home', async () => {
    const fetch = stubApi();
    const { router, actions } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Excluir sua conta?' }));
    const confirm = dialog.getByRole('button', { name: 'Excluir conta permanentemente' });
    const input = dialog.getByLabelText('Para confirmar, digite seu nome de usuário: maria.silva');
    expect(input).toHaveFocus();
    expect(confirm).toBeDisabled();
    fireEvent.change(input, { target: { value: 'maria' } });
    expect(confirm).toBeDisabled();
    fireEvent.submit(input);
    expect(fetch).not.toHaveBeenCalledWith('/api/v1/me', expect.anything());

    fireEvent.change(input, { target: { value: 'maria.silva' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);

    expect(await screen.findByText('Conta excluída com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(actions.signOut).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith('/api/v1/me', expect.objectContaining({ method: 'DELETE' }));
  });

  it('asks for EXCLUIR when there is no username', async () => {
    stubApi();
    render(makeMe({ username: null, complete: false, status: 'pending' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const input = screen.getByLabelText('Para confirmar, digite EXCLUIR');
    const confirm = screen.getByRole('button', { name: 'Excluir conta permanentemente' });
    fireEvent.change(input, { target: { value: 'excluir' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(input, { target: { value: 'EXCLUIR' } });
    expect(confirm).toBeEnabled();
  });

  it('keeps the account and says so when deletion fails', async () => {
    stubApi((method, path) =>
      method === 'DELETE' && path === '/api/v1/me'
        ? problemResponse(500, {
            title: 'Erro',
            code: 'account.delete_failed',
            detail: 'Erro ao excluir conta.',
          })
        : undefined,
    );
    const { router, actions } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    fireEvent.change(screen.getByLabelText(/Para confirmar/), { target: { value: 'maria.silva' } });
    fireEvent.click(screen.getByRole('button', { name: 'Excluir conta permanentemente' }));

    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByText('Erro ao excluir conta.')).toBeInTheDocument();
    expect(await screen.findByText('Erro ao excluir conta')).toBeInTheDocument();
    expect(actions.signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/security-privacy');
  });

  it('closes the dialog with Escape or Cancel', async () => {
    stubApi();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
