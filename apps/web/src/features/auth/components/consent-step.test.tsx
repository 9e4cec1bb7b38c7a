import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderAuthRoute } from '../testing/render-auth.tsx';
import { ConsentStep } from './consent-step.tsx';

const me = meFixture({}, { pendingConsents: ['terms', 'privacy'] });
const session: Session = { status: 'needs-consent', me };

function consentBodies(fetch: ReturnType<typeof stubFetch>) {
  return fetch.mock.calls
    .filter(([input]) => String(input).endsWith('/api/v1/me/consents'))
    .map(([, init]) => JSON.parse(String(init?.body)));
}

afterEach(() => {
  delete (globalThis as { Capacitor?: unknown }).Capacitor;
});

describe('ConsentStep', () => {
  it('lists each pending document with its version and a link that opens it in a new tab', async () => {
    renderAuthRoute(<ConsentStep me={me} />, '/events', { session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Antes de continuar' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Li e aceito: Termos de Uso/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Li e aceito: Política de Privacidade/ })).not.toBeChecked();
    expect(screen.getAllByText(/Versão 1\.0\.0/)).toHaveLength(2);
    const terms = screen.getByRole('link', { name: /Ler Termos de Uso/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Ler Política de Privacidade/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('asks for each unchecked document beside it and sends nothing', async () => {
    const fetch = stubFetch(() => jsonResponse(me));
    renderAuthRoute(<ConsentStep me={me} />, '/events', { session });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Termos de Uso/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar e continuar' }));
    const privacy = screen.getByRole('checkbox', { name: /Política de Privacidade/ });
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(privacy.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Aceite Política de Privacidade para continuar.',
    );
    expect(screen.queryByText('Aceite Termos de Uso para continuar.')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('records one consent per document (current version, web) and reads the session again', async () => {
    const fetch = stubFetch(() => jsonResponse(me));
    const { actions } = renderAuthRoute(<ConsentStep me={me} />, '/events', { session });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Termos de Uso/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Política de Privacidade/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar e continuar' }));
    await waitFor(() => expect(actions.refresh).toHaveBeenCalled());
    expect(consentBodies(fetch)).toEqual([
      { consentType: 'terms', version: '1.0.0', origin: 'web' },
      { consentType: 'privacy', version: '1.0.0', origin: 'web' },
    ]);
  });

  it('records the native platform as the origin inside the app', async () => {
    (globalThis as { Capacitor?: unknown }).Capacitor = { getPlatform: () => 'android' };
    const onlyPrivacy = meFixture({}, { pendingConsents: ['privacy'] });
    const fetch = stubFetch(() => jsonResponse(onlyPrivacy));
    renderAuthRoute(<ConsentStep me={onlyPrivacy} />, '/events', {
      session: { status: 'needs-consent', me: onlyPrivacy },
    });
    expect(screen.queryByRole('checkbox', { name: /Termos de Uso/ })).toBeNull();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Política de Privacidade/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar e continuar' }));
    await waitFor(() =>
      expect(consentBodies(fetch)).toEqual([{ consentType: 'privacy', version: '1.0.0', origin: 'android' }]),
    );
  });

  it('lets the user sign out instead', async () => {
    const { actions } = renderAuthRoute(<ConsentStep me={me} />, '/events', { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Sair da conta' }));
    expect(actions.signOut).toHaveBeenCalledWith({ reloadAt: '/' });
  });
});
