import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { makeEvent, makePage } from '../../../test/fixtures.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeEventDetail } from '../components/detail/testing/event-detail-fixture.ts';

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

afterEach(() => scrolledTo(0));

/** Spec §2: on event detail the position stays when only the query changes; any other move starts at the top. */
describe('scroll on event detail (the whole route table)', () => {
  it('keeps the position for a query change and resets it for another page', async () => {
    const event = makeEventDetail();
    stubFetch((url, init) => {
      if (init?.method === 'POST') return new Response(null, { status: 204 });
      return url.pathname === '/api/v1/events' ? jsonResponse(makePage([makeEvent()])) : jsonResponse(event);
    });
    const { router } = renderRoutes(routes, '/events/roda-de-samba');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roda de Samba' }, { timeout: 5_000 }),
    ).toBeInTheDocument();

    const scrollTo = vi.spyOn(window, 'scrollTo');
    scrolledTo(640);
    await act(() => router.navigate('/events/roda-de-samba?tab=info'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);

    scrolledTo(900);
    await act(() => router.navigate('/events'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    // Coming to the same event again is a new visit: from the top.
    scrolledTo(300);
    scrollTo.mockClear();
    await act(() => router.navigate('/events/roda-de-samba'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
