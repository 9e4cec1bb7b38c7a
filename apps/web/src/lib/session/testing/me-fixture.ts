import { DEFAULT_PRIVACY_SETTINGS, type MeResponse, type MyProfile } from '@eventos/domain';

/** A GET /api/v1/me answer for tests: a complete profile with nothing pending, unless overridden. */
export function meFixture(
  profile: Partial<MyProfile> = {},
  rest: Partial<Omit<MeResponse, 'profile'>> = {},
): MeResponse {
  return {
    profile: {
      id: '00000000-0000-4000-8000-0000000000a1',
      email: 'joana@exemplo.com.br',
      username: 'joana',
      firstName: 'Joana',
      lastName: 'Souza',
      birthDate: '1992-08-14',
      bio: null,
      city: null,
      avatarPath: null,
      role: 'user',
      status: 'active',
      language: 'pt-BR',
      complete: true,
      createdAt: '2025-01-02T10:00:00.000Z',
      updatedAt: '2025-01-02T10:00:00.000Z',
      ...profile,
    },
    pendingConsents: [],
    providers: ['credential'],
    privacy: { ...DEFAULT_PRIVACY_SETTINGS },
    ...rest,
  };
}
