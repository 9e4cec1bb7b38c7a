import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { textToParagraphs } from '../lib/event-draft.ts';
import { fakeEventsApi } from '../testing/fake-events-api.ts';
import { clickNext, pickDatetime } from '../testing/fill-event-form.ts';
import { renderEventForm } from '../testing/render-event-form.tsx';

// The form walks to step 2 and loads the editor's chunk: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('textToParagraphs', () => {
  it('keeps text as text: a paragraph per block, a line break per line, markup escaped', () => {
    expect(textToParagraphs('Roda <b>de</b> "samba" & cia\nSábado\n\n\nhttps://x.example/?a=1&b=2\n')).toBe(
      '<p>Roda &lt;b&gt;de&lt;/b&gt; &quot;samba&quot; &amp; cia<br>Sábado</p><p>https://x.example/?a=1&amp;b=2</p>',
    );
    expect(textToParagraphs('  \n\n ')).toBe('');
  });
});

describe('CreateEventPage — a draft from the address', () => {
  it('starts with the name and description the address carries, and saves them', async () => {
    const api = fakeEventsApi();
    const description = 'Sábado na praça <script>x</script>\n\nhttps://x.example/roda';
    renderEventForm(
      `/events/create?${new URLSearchParams({ draftName: '  Roda de samba ', draftDescription: description })}`,
    );
    expect(await screen.findByLabelText('Nome do evento')).toHaveValue('Roda de samba');

    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: 'arts_culture' } });
    pickDatetime('Início', '2027-05-01', '19', '30');
    fireEvent.click(screen.getByRole('radio', { name: 'Online' }));
    fireEvent.change(screen.getByLabelText('Link de acesso'), {
      target: { value: 'https://meet.example/abc' },
    });
    clickNext();
    await screen.findByRole('heading', { name: 'Descrição, ingressos e visibilidade' });
    expect(await screen.findByText('Sábado na praça <script>x</script>')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(
      await screen.findByRole('heading', { name: 'Página do evento roda-de-samba' }),
    ).toBeInTheDocument();
    expect(api.saved[0]).toMatchObject({
      name: 'Roda de samba',
      description: expect.stringContaining('<p>Sábado na praça &lt;script&gt;x&lt;/script&gt;</p>'),
    });
  });

  it('starts empty without a draft', async () => {
    fakeEventsApi();
    renderEventForm('/events/create');
    expect(await screen.findByLabelText('Nome do evento')).toHaveValue('');
  });
});
