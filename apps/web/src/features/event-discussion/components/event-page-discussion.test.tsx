import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../lib/session/session-context.tsx';
import { VISITOR_SESSION } from '../../../lib/session/session-context.tsx';
import { makeEventDetail } from '../../events/components/detail/testing/event-detail-fixture.ts';
import {
  fakeEventDetailApi,
  renderEventDetailPage,
  SIGNED_IN,
} from '../../events/components/detail/testing/render-event-detail-page.tsx';
import { EVENT_ID, makeComment } from '../testing/discussion-fixtures.ts';
import { fakeDiscussionApi } from '../testing/fake-discussion-api.ts';

// The discussion is a chunk of its own: the first to load it on a busy machine waits the longest.
const slow = { timeout: 15_000 };

/** The event page's API and the discussion's, each answering its own paths. */
function pageWithDiscussion(isOwner = false) {
  const discussion = fakeDiscussionApi(EVENT_ID, {
    comments: [makeComment({ body: 'Vai ter roda às 20h?' })],
  });
  const page = fakeEventDetailApi(makeEventDetail({ isOwner }));
  const [toDiscussion, toPage] = [discussion.fetch, page.fetch];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    /\/(comments|discussion|mention-suggestions)(\?|$)/.test(String(input))
      ? toDiscussion(input, init)
      : toPage(input, init),
  );
  return discussion;
}

function open(session: Session, isOwner = false, path = '/events/roda-de-samba#comments') {
  pageWithDiscussion(isOwner);
  renderEventDetailPage(path, session);
}

afterEach(() => vi.unstubAllGlobals());

describe('The event page with its discussion', () => {
  it('shows the comments below the event, at the #comments anchor', async () => {
    open(VISITOR_SESSION);
    expect(await screen.findByText('Vai ter roda às 20h?', {}, slow)).toBeInTheDocument();
    const anchor = document.getElementById('comments') as HTMLElement;
    expect(within(anchor).getByRole('heading', { level: 2, name: 'Comentários' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Denunciar evento' })).toBeNull();
  });

  it('loads the discussion on request where the browser cannot tell when it nears the screen', async () => {
    const discussion = pageWithDiscussion();
    renderEventDetailPage('/events/roda-de-samba');
    fireEvent.click(await screen.findByRole('button', { name: 'Ver comentários' }, slow));
    expect(await screen.findByText('Vai ter roda às 20h?', {}, slow)).toBeInTheDocument();
    expect(discussion.requests).toEqual([`GET /api/v1/events/${EVENT_ID}/comments?order=newest`]);
  });

  it('loads the discussion only as it nears the screen', async () => {
    let reach: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reach = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const discussion = pageWithDiscussion();
    renderEventDetailPage('/events/roda-de-samba');
    await screen.findByRole('heading', { level: 1, name: 'Roda de Samba' }, slow);
    await waitFor(() => expect(reach).not.toBeNull());
    expect(discussion.requests).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Ver comentários' })).toBeNull();
    act(() => reach?.([{ isIntersecting: true }]));
    expect(await screen.findByText('Vai ter roda às 20h?', {}, slow)).toBeInTheDocument();
  });

  it('offers Denunciar evento to a signed-in person who does not organise it', async () => {
    open(SIGNED_IN);
    fireEvent.click(await screen.findByRole('button', { name: 'Denunciar evento' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar evento' }, slow);
    expect(within(dialog).getByText('Roda de Samba')).toBeInTheDocument();
  });

  it('does not offer it to the organiser', async () => {
    open(SIGNED_IN, true);
    await screen.findByText('Vai ter roda às 20h?', {}, slow);
    expect(screen.queryByRole('button', { name: 'Denunciar evento' })).toBeNull();
  });
});
