import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { Toaster } from '../../../ui/toast/toaster.tsx';
import { fakeModerationApi } from '../testing/fake-moderation-api.ts';
import { ReportDialog } from './report-dialog.tsx';

const EVENT_ID = '40000000-0000-4000-8000-000000000001';

/** The dialog opened from a button, as a page uses it, with the toast region. */
function Host() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Toaster />
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <ReportDialog
        targetType="event"
        targetId={EVENT_ID}
        targetLabel="Roda de samba"
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

async function openDialog() {
  renderWithProviders(<Host />);
  fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
  return screen.findByRole('dialog', { name: 'Denunciar evento' });
}

const details = () => screen.getByRole('textbox', { name: /Detalhes/ });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar denúncia' }));

afterEach(() => act(() => dismissToast()));

describe('ReportDialog', () => {
  it('offers every reason, names what is reported and asks for a reason first', async () => {
    const api = fakeModerationApi();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Roda de samba')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Spam',
      'Fraude ou golpe',
      'Conteúdo ofensivo ou discurso de ódio',
      'Violência ou ameaça',
      'Conteúdo sexual',
      'Informação falsa',
      'Outro motivo',
    ]);
    send();
    expect(within(dialog).getByRole('group', { name: 'Motivo' })).toHaveAccessibleDescription(
      'Escolha o motivo da denúncia.',
    );
    expect(api.reports).toEqual([]);
  });

  it('"Outro motivo" needs a few words; with them the report is sent, thanked and closed', async () => {
    const api = fakeModerationApi();
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Outro motivo' }));
    expect(details()).toBeRequired();
    send();
    expect(details()).toHaveAccessibleDescription(/Conte em poucas palavras o que está errado\./);
    expect(details()).toHaveFocus();
    expect(api.reports).toEqual([]);

    fireEvent.change(details(), { target: { value: '  Ingressos falsos à venda  ' } });
    expect(details()).toHaveAccessibleDescription(/28 de 1000 caracteres/);
    send();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Denúncia enviada. Obrigado por avisar.');
    expect(api.reports).toEqual([
      { targetType: 'event', targetId: EVENT_ID, reason: 'other', details: 'Ingressos falsos à venda' },
    ]);
  });

  it('sends a reason without details as null', async () => {
    const api = fakeModerationApi();
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    send();
    await waitFor(() => expect(api.reports).toHaveLength(1));
    expect(api.reports[0]).toEqual({
      targetType: 'event',
      targetId: EVENT_ID,
      reason: 'spam',
      details: null,
    });
  });

  it('a second report of the same thing is told as information and the dialog closes', async () => {
    const api = fakeModerationApi({
      reports: [{ targetType: 'event', targetId: EVENT_ID, reason: 'spam', details: null }],
    });
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Fraude ou golpe' }));
    send();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Você já denunciou isto. Nossa equipe está analisando.');
    expect(toast.closest('li')).toHaveAttribute('data-variant', 'default');
    expect(api.reports).toHaveLength(1);
  });

  it('keeps what was chosen and typed when the server refuses, with its message', async () => {
    const api = fakeModerationApi();
    api.nextWrite = () =>
      problemResponse(429, {
        title: 'Muitas',
        code: 'report.rate_limited',
        detail: 'Você enviou muitas denúncias. Tente de novo mais tarde.',
      });
    const dialog = await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Violência ou ameaça' }));
    fireEvent.change(details(), { target: { value: 'Ameaças nos comentários' } });
    send();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Você enviou muitas denúncias. Tente de novo mais tarde.',
    );
    expect(screen.getByRole('radio', { name: 'Violência ou ameaça' })).toBeChecked();
    expect(details()).toHaveValue('Ameaças nos comentários');
  });

  it('shows a field problem from the server beside the field', async () => {
    const api = fakeModerationApi();
    api.nextWrite = () =>
      problemResponse(400, {
        title: 'Inválido',
        code: 'validation.failed',
        detail: 'Dados inválidos.',
        errors: [{ path: 'details', code: 'validation.report.details.invalid', message: 'x' }],
      });
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    fireEvent.change(details(), { target: { value: 'texto' } });
    send();
    await waitFor(() =>
      expect(details()).toHaveAccessibleDescription(/O texto contém caracteres inválidos\./),
    );
    expect(details()).toHaveValue('texto');
  });

  it('Cancelar closes without sending and the next opening starts empty', async () => {
    const api = fakeModerationApi();
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('radio', { name: 'Spam' })).not.toBeChecked();
    expect(api.reports).toEqual([]);
  });
});
