import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { type Session, SessionProvider } from '../../lib/session/session-context.tsx';
import { meFixture } from '../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ConsentGate } from './consent-gate.tsx';

const pending: Session = { status: 'needs-consent', me: meFixture({}, { pendingConsents: ['terms'] }) };
const member: Session = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() };

function renderGate(path: string, session: Session) {
  const element = (
    <SessionProvider session={session}>
      <Suspense fallback={<p>carregando</p>}>
        <ConsentGate>
          <p>conteúdo da página</p>
        </ConsentGate>
      </Suspense>
    </SessionProvider>
  );
  return renderRoutes([{ path: '*', element }], path);
}

describe('ConsentGate', () => {
  it('shows the consent step instead of the page while a consent is pending', async () => {
    renderGate('/events', pending);
    expect(
      await screen.findByRole('heading', { name: 'Antes de continuar' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('conteúdo da página')).toBeNull();
  });

  it.each(['/terms', '/privacy', '/auth/popup', '/auth/popup-done'])('leaves %s as it is', (path) => {
    renderGate(path, pending);
    expect(screen.getByText('conteúdo da página')).toBeInTheDocument();
  });

  it.each(['/terms-extra', '/auth', '/auth/popups'])('still asks on %s', async (path) => {
    renderGate(path, pending);
    expect(
      await screen.findByRole('heading', { name: 'Antes de continuar' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('shows the page to everyone else', () => {
    renderGate('/events', member);
    expect(screen.getByText('conteúdo da página')).toBeInTheDocument();
  });
});
