import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ANA, BRUNO, EVENT_ID, makePerson } from '../testing/discussion-fixtures.ts';
import { type FakeDiscussionApi, fakeDiscussionApi } from '../testing/fake-discussion-api.ts';
import { DiscussionContext } from './discussion-context.ts';
import { MentionTextarea } from './mention-textarea.tsx';

const ANDRE = makePerson({ username: 'andre', name: 'André Alves' });

function Box() {
  const [value, setValue] = useState('');
  return (
    <DiscussionContext.Provider
      value={{
        eventId: EVENT_ID,
        viewer: 'me',
        canComment: true,
        highlightedId: null,
        reply: () => {},
        report: () => {},
      }}
    >
      <label htmlFor="box">Comentário</label>
      <MentionTextarea
        id="box"
        name="body"
        value={value}
        onValueChange={setValue}
        eventId={EVENT_ID}
        viewer="me"
      />
    </DiscussionContext.Provider>
  );
}

/** Types `text` as if the caret were at its end. */
function type(box: HTMLTextAreaElement, text: string) {
  box.focus();
  box.setSelectionRange(box.value.length, box.value.length);
  fireEvent.change(box, { target: { value: text, selectionStart: text.length, selectionEnd: text.length } });
}

let fake: FakeDiscussionApi;
function setup() {
  fake = fakeDiscussionApi(EVENT_ID, { people: [ANA, ANDRE, BRUNO] });
  renderWithProviders(<Box />);
  return screen.getByRole('combobox', { name: 'Comentário' }) as HTMLTextAreaElement;
}

afterEach(() => vi.unstubAllGlobals());

describe('MentionTextarea', () => {
  it('offers people for "@" and letters, and Enter writes the chosen @username', async () => {
    const box = setup();
    type(box, 'Vamos juntos, @an');
    const list = await screen.findByRole('listbox', { name: 'Pessoas para mencionar' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Ana Lima/ })).toHaveTextContent('@ana');
    expect(screen.getByRole('option', { name: /André Alves/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Bruno/ })).toBeNull();
    expect(fake.requests).toContain(`GET /api/v1/events/${EVENT_ID}/mention-suggestions?q=an`);
    expect(box).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /André Alves/ })).toHaveAttribute('data-active-item'),
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box.value).toBe('Vamos juntos, @andre '));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('chooses the first person with Tab and closes with Escape', async () => {
    const box = setup();
    type(box, '@b');
    await screen.findByRole('option', { name: /Bruno Reis/ });
    fireEvent.keyDown(box, { key: 'Tab' });
    await waitFor(() => expect(box.value).toBe('@bruno '));

    type(box, '@bruno e @a');
    await screen.findByRole('option', { name: /Ana Lima/ });
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(box.value).toBe('@bruno e @a');
    type(box, '@bruno e @an');
    expect(await screen.findByRole('option', { name: /Ana Lima/ })).toBeInTheDocument();
  });

  it('asks nothing for an e-mail address or a lone "@", and leaves Enter to the text', async () => {
    const box = setup();
    type(box, 'escreva para ana@exemplo.com ou @');
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(box, { key: 'ArrowDown' })).toBe(true);
    expect(fireEvent.keyDown(box, { key: 'ArrowUp' })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(fake.requests).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
