import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { makeAdminPerson, makeAuditEntry } from '../console/testing/console-fixtures.ts';
import { fakeAdminConsoleApi } from '../console/testing/fake-admin-console-api.ts';
import { renderAdminPage } from '../testing/render-admin-page.tsx';
import { PermissionsPage } from './permissions-page.tsx';

const slow = { timeout: 3_000 };
const PATH = '/admin/permissions';
const peopleRequests = (requests: string[]) =>
  requests.filter((r) => r.startsWith('GET /api/v1/admin/people'));

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function results() {
  return screen.getByRole('list', { name: 'Pessoas encontradas' });
}

describe('PermissionsPage', () => {
  it('searches people by name, username or e-mail once the typing pauses, and by role', async () => {
    const api = fakeAdminConsoleApi({
      people: [
        makeAdminPerson({ name: 'Ana Souza', username: 'ana', email: 'ana@example.com', role: 'admin' }),
        makeAdminPerson({
          name: 'Bruno Reis',
          username: 'bruno',
          email: 'bruno@example.com',
          role: 'moderator',
        }),
        makeAdminPerson({ name: 'Carla Dias', username: 'carla', email: 'carla@example.org' }),
      ],
    });
    renderAdminPage(PATH, <PermissionsPage />);
    await screen.findByRole('heading', { level: 3, name: 'Carla Dias' }, slow);
    const ana = screen.getByRole('heading', { level: 3, name: 'Ana Souza' }).closest('article');
    expect(ana).toHaveTextContent('Administrador');
    expect(ana).toHaveTextContent('@ana');
    expect(ana).toHaveTextContent('ana@example.com');

    const box = screen.getByRole('searchbox', { name: 'Buscar pessoas' });
    fireEvent.change(box, { target: { value: 'e' } });
    fireEvent.change(box, { target: { value: 'ex' } });
    fireEvent.change(box, { target: { value: 'example.org' } });
    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(1), slow);
    expect(within(results()).getByText('Carla Dias')).toBeInTheDocument();
    // One request for the settled text, none for what was typed on the way.
    expect(peopleRequests(api.requests)).toEqual([
      'GET /api/v1/admin/people',
      'GET /api/v1/admin/people?q=example.org',
    ]);

    fireEvent.change(box, { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Papel' }), { target: { value: 'moderator' } });
    await waitFor(() => expect(within(results()).getByText('Bruno Reis')).toBeInTheDocument(), slow);
    expect(within(results()).getAllByRole('article')).toHaveLength(1);
    expect(peopleRequests(api.requests)).toContain('GET /api/v1/admin/people?role=moderator');
  });

  it('changes a role with a required reason, then toasts and updates the list and the log', async () => {
    const carla = makeAdminPerson({ name: 'Carla Dias', username: 'carla' });
    const api = fakeAdminConsoleApi({ people: [carla, makeAdminPerson({ role: 'admin' })] });
    renderAdminPage(PATH, <PermissionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mudar papel de Carla Dias' }, slow));

    const dialog = await screen.findByRole('dialog', { name: 'Mudar o papel de Carla Dias' });
    expect(
      within(dialog).getByText('Só a fila de denúncias: analisa e decide o que foi denunciado.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Moderador/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), { target: { value: 'ok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar papel' }));

    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    expect(
      await within(dialog).findByText('Informe o motivo da mudança (pelo menos 3 caracteres).'),
    ).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveValue('ok');
    expect(api.roleChanges).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'Ajuda na fila de denúncias' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar papel' }));

    expect(await screen.findByText('Carla Dias agora é Moderador.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Papel alterado')).toBeInTheDocument();
    expect(api.roleChanges).toEqual([
      { personId: carla.id, input: { role: 'moderator', reason: 'Ajuda na fila de denúncias' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('heading', { level: 3, name: 'Carla Dias' }).closest('article');
    await waitFor(() => expect(card).toHaveTextContent('Moderador'), slow);

    const log = screen.getByRole('list', { name: 'Registro de auditoria' });
    await waitFor(
      () => expect(within(log).getByText('Ajuda na fila de denúncias')).toBeInTheDocument(),
      slow,
    );
    expect(within(log).getByText('Papel concedido')).toBeInTheDocument();
    expect(within(log).getByText('@carla')).toBeInTheDocument();
    expect(within(log).getByText('role: Usuário')).toBeInTheDocument();
    expect(within(log).getByText('role: Moderador')).toBeInTheDocument();
  });

  it("shows the server's refusal to demote the last administrator and keeps what was typed", async () => {
    const only = makeAdminPerson({ name: 'Bia Admin', username: 'bia', role: 'admin' });
    const api = fakeAdminConsoleApi({ people: [only] });
    renderAdminPage(PATH, <PermissionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mudar papel de Bia Admin' }, slow));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Usuário/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), {
      target: { value: 'Saiu da equipe' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar papel' }));

    expect(
      await within(dialog).findByText('Não é possível remover o último administrador.', {}, slow),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Motivo/ })).toHaveValue('Saiu da equipe');
    expect(within(dialog).getByRole('radio', { name: /^Usuário/ })).toBeChecked();
    expect(api.people[0]?.role).toBe('admin');
  });

  it('pages the audit log with load more and filters it by action', async () => {
    const entries = [
      ...Array.from({ length: 20 }, (_, i) => makeAuditEntry({ reason: `Motivo ${i + 1}` })),
      makeAuditEntry({
        action: 'theme.create',
        targetType: 'theme',
        targetLabel: 'Natal',
        before: null,
        after: null,
        reason: null,
      }),
    ];
    const api = fakeAdminConsoleApi({ audit: entries });
    renderAdminPage(PATH, <PermissionsPage />);
    const log = await screen.findByRole('list', { name: 'Registro de auditoria' }, slow);
    expect(within(log).getAllByRole('listitem')).toHaveLength(20);
    expect(within(log).queryByText('Natal')).not.toBeInTheDocument();

    fireEvent.click(screen.getAllByRole('button', { name: 'Carregar mais' }).at(-1) as HTMLElement);
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(21), slow);
    expect(within(log).getByText('Natal')).toBeInTheDocument();
    expect(api.requests).toContain('GET /api/v1/admin/audit-log?cursor=20');

    fireEvent.change(screen.getByRole('combobox', { name: 'Ação' }), { target: { value: 'theme.create' } });
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('list', { name: 'Registro de auditoria' })).getAllByRole('listitem'),
        ).toHaveLength(1),
      slow,
    );
    expect(screen.getByText('Tema criado', { selector: 'span' })).toBeInTheDocument();
    expect(api.requests).toContain('GET /api/v1/admin/audit-log?action=theme.create');
  });
});
