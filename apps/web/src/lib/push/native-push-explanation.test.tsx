import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { explainNativePush } from './native-push-explanation.tsx';

describe('explainNativePush (spec §6: Android explains before the system prompt)', () => {
  it('says why, and answers true on Continuar', async () => {
    const answer = explainNativePush();
    const dialog = await screen.findByRole('alertdialog', { name: 'Ativar notificações?' });
    expect(dialog).toHaveTextContent('Em seguida o Android pede a sua permissão.');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await answer).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('answers false on Agora não, and on Escape', async () => {
    const later = explainNativePush();
    fireEvent.click(await screen.findByRole('button', { name: 'Agora não' }));
    expect(await later).toBe(false);

    const escaped = explainNativePush();
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(await escaped).toBe(false);
    await waitFor(() => expect(document.body.children).toHaveLength(0));
  });
});
