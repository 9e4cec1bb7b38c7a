import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { jsonResponse, serveGroupsApi } from '../testing/fake-groups-api.ts';
import { GROUP_ID, makeGroupDetail } from '../testing/group-fixtures.ts';
import { renderGroupPage } from '../testing/render-group-page.tsx';
import { CreateGroupPage } from './create-group-page.tsx';

// The form loads the editor's chunk: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => dismissToast());

const open = async () => {
  renderGroupPage('/groups/create', <CreateGroupPage />, '/groups/create');
  await screen.findByRole('heading', { level: 1, name: 'Criar Grupo' });
};

const fill = () => {
  fireEvent.change(screen.getByLabelText('Nome do grupo'), { target: { value: 'Corredores da Orla' } });
  fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: 'sports_fitness' } });
  fireEvent.change(screen.getByLabelText('Cidade'), { target: { value: 'Salvador' } });
};

describe('CreateGroupPage', () => {
  it('names every problem beside its field and sends nothing', async () => {
    const calls = serveGroupsApi(() => undefined);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Criar grupo' }));
    expect(await screen.findByText('O nome do grupo deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Escolha uma categoria.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do grupo')).toHaveFocus();
    expect(screen.getByLabelText('Nome do grupo')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Nome do grupo'), { target: { value: 'Corredores' } });
    expect(screen.queryByText('O nome do grupo deve ter pelo menos 3 caracteres.')).toBeNull();
  });

  it('explains public and private, creates the group and opens its page', async () => {
    const calls = serveGroupsApi((call) =>
      call.method === 'POST' && call.path === '/api/v1/groups'
        ? jsonResponse(makeGroupDetail({ visibility: 'private' }), { status: 201 })
        : undefined,
    );
    await open();
    expect(
      screen.getByText(
        'Só os membros veem a página, os membros e os eventos. Para entrar, é preciso um convite.',
      ),
    ).toBeInTheDocument();
    fill();
    fireEvent.click(screen.getByRole('radio', { name: /Privado/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Criar grupo' }));
    expect(await screen.findByText('página do grupo')).toBeInTheDocument();
    expect(screen.getByText('Grupo criado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Corredores da Orla',
      description: null,
      category: 'sports_fitness',
      city: 'Salvador',
      visibility: 'private',
    });
  });

  it('shows what the server refused beside the field and keeps what was typed', async () => {
    serveGroupsApi((call) =>
      call.method === 'POST'
        ? problemResponse(400, {
            title: 'Dados inválidos',
            code: 'validation.failed',
            detail: 'Dados inválidos.',
            errors: [{ path: 'city', code: 'validation.group.city.too_long' }],
          })
        : undefined,
    );
    await open();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Criar grupo' }));
    expect(await screen.findAllByText('A cidade deve ter no máximo 80 caracteres.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Cidade')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nome do grupo')).toHaveValue('Corredores da Orla');
    expect(screen.getByText('Erro ao salvar o grupo')).toBeInTheDocument();
  });

  it('sends the chosen logo once the group exists, and refuses a file that is no image', async () => {
    const calls = serveGroupsApi((call) => {
      if (call.method === 'POST') return jsonResponse(makeGroupDetail(), { status: 201 });
      if (call.method === 'PUT' && call.path === `/api/v1/groups/${GROUP_ID}/logo`)
        return jsonResponse(makeGroupDetail({ logoUrl: '/uploads/groups/logo.webp' }));
      return undefined;
    });
    await open();
    fill();
    const input = document.querySelector<HTMLInputElement>('input[name="logo"]');
    if (!input) throw new Error('no logo input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notas.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Envie uma imagem JPEG, PNG, WebP ou GIF.')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.queryByText('Envie uma imagem JPEG, PNG, WebP ou GIF.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Criar grupo' }));
    expect(await screen.findByText('página do grupo')).toBeInTheDocument();
    const upload = calls.find((c) => c.path.endsWith('/logo'));
    expect(upload?.method).toBe('PUT');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(calls.some((c) => c.path.endsWith('/cover'))).toBe(false);
  });
});
