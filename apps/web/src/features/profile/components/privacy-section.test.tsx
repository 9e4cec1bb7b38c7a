import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { SecurityPrivacyPage } from '../pages/security-privacy-page.tsx';
import { makeMe } from '../testing/me-fixture.ts';
import { renderProfilePage } from '../testing/render-profile-page.tsx';

const LABEL = 'Mostrar meu nome a outros participantes dos eventos em que vou';

afterEach(() => dismissToast());

/** The privacy API: PATCH answers what `answer` says (default: what was sent); sessions are empty. */
function stubPrivacyApi(answer?: (sent: Record<string, unknown>) => Response | Promise<Response>) {
  const sent: Record<string, unknown>[] = [];
  const fetch = stubFetch(async (url, init) => {
    if (url.pathname === '/api/v1/me/privacy' && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return answer ? answer(body) : jsonResponse({ showAttendance: body.showAttendance });
    }
    if (url.pathname === '/api/v1/me/sessions') return jsonResponse([]);
    return new Response(null, { status: 204 });
  });
  return { fetch, sent };
}

const render = (showAttendance = false) =>
  renderProfilePage(<SecurityPrivacyPage />, '/security-privacy', {
    me: makeMe({}, { privacy: { showAttendance } }),
  });

async function privacySwitch() {
  const section = within(await screen.findByRole('region', { name: 'Privacidade' }));
  return { section, toggle: section.getByRole('switch', { name: LABEL }) };
}

describe('SecurityPrivacyPage — privacy', () => {
  it('shows the setting off by default, explained, as a switch', async () => {
    stubPrivacyApi();
    render();
    const { section, toggle } = await privacySwitch();
    expect(section.getByText('Escolha o que outras pessoas veem sobre você.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(
      'Quem também vai ao evento vê seu nome e sua foto em “Quem vai”. Desligado, você entra só na contagem de participantes.',
    );
  });

  it('switches at once, saves in the background and reads the session again', async () => {
    let release: (response: Response) => void = () => {};
    const api = stubPrivacyApi(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const { actions } = render();
    const { toggle } = await privacySwitch();
    fireEvent.click(toggle);
    // On before the server answers, and still usable.
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toBeEnabled();
    await waitFor(() => expect(api.sent).toEqual([{ showAttendance: true }]));
    release(jsonResponse({ showAttendance: true }));
    await waitFor(() => expect(actions.refresh).toHaveBeenCalled());
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('turns a setting that is on off again', async () => {
    const api = stubPrivacyApi();
    render(true);
    const { toggle } = await privacySwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(api.sent).toEqual([{ showAttendance: false }]));
  });

  it('moves back and says so in a toast when saving fails', async () => {
    stubPrivacyApi(() =>
      problemResponse(400, {
        title: 'Requisição inválida',
        code: 'request.invalid',
        detail: 'Parâmetros inválidos na requisição.',
      }),
    );
    const { actions } = render();
    const { toggle } = await privacySwitch();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(
      await screen.findByText('Não foi possível salvar sua preferência de privacidade'),
    ).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(actions.refresh).not.toHaveBeenCalled();
  });
});
