import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Session, type SessionActions, SessionProvider } from '../../lib/session/session-context.tsx';
import { meFixture } from '../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../test/render.tsx';
import { SignOutButton } from './sign-out-button.tsx';

function renderButton(session: Session) {
  const actions: SessionActions = {
    refresh: vi.fn(async () => session),
    signOut: vi.fn(async () => {}),
  };
  const view = renderRoutes(
    [
      {
        path: '/profile',
        element: (
          <SessionProvider session={session} actions={actions}>
            <SignOutButton className="" />
          </SessionProvider>
        ),
      },
    ],
    '/profile',
  );
  return { ...view, actions };
}

describe('SignOutButton', () => {
  it('signs out and loads the start page afresh', async () => {
    const { actions } = renderButton({
      status: 'authenticated',
      profileComplete: true,
      role: 'user',
      me: meFixture(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(actions.signOut).toHaveBeenCalledWith({ reloadAt: '/' }));
  });

  it('is not there for a visitor', () => {
    renderButton({ status: 'visitor' });
    expect(screen.queryByRole('button', { name: 'Sair' })).toBeNull();
  });
});
