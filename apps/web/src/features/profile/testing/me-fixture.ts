import type { MeResponse, MyProfile } from '@eventos/domain';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';

/** The profile pages' test user, Maria Silva (complete unless overridden). */
const MARIA: Partial<MyProfile> = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'maria@exemplo.com.br',
  username: 'maria.silva',
  firstName: 'Maria',
  lastName: 'Silva',
  birthDate: '1990-05-20',
  createdAt: '2025-03-10T12:00:00.000Z',
  updatedAt: '2025-03-10T12:00:00.000Z',
};

/** A signed-in user's GET /api/v1/me answer, complete unless overridden. */
export function makeMe(
  profile: Partial<MyProfile> = {},
  rest: Partial<Omit<MeResponse, 'profile'>> = {},
): MeResponse {
  return meFixture({ ...MARIA, ...profile }, rest);
}

/** The same user with only what a fresh sign-up has. */
export function makePendingMe(profile: Partial<MyProfile> = {}): MeResponse {
  return makeMe({
    username: null,
    firstName: null,
    lastName: null,
    birthDate: null,
    status: 'pending',
    complete: false,
    ...profile,
  });
}
