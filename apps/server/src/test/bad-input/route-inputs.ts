import { CURRENT_CONSENT_VERSIONS, DEFAULT_THEME_COLORS } from '@eventos/domain';
import { sampleEventInput, sampleVenueInput } from '@eventos/domain/testing';
import { TEST_PASSWORD } from '../auth-session.ts';

/** Ids of rows that exist, so a bad value in one slot is not stopped by a missing row in another. */
export interface SeededIds {
  eventIds: string[];
  eventSlugs: string[];
  locationIds: string[];
  usernames: string[];
  sessionIds: string[];
  optionIds: string[];
  /** Groups the signed-in user owns (the first) and others, by id and by slug. */
  groupIds?: string[];
  groupSlugs?: string[];
  /** People who belong to those groups besides their owner (to hand a group to). */
  groupMemberIds?: string[];
  groupInvitationIds?: string[];
  /** People other than the signed-in user, named by id (the social relation routes). */
  personIds?: string[];
  /** Comments on the seeded events (the signed-in user's own first). */
  commentIds?: string[];
}

/**
 * Sponsorship rows for the walk to reach (issue 22): optional beside SeededIds, so a suite seeds
 * them when it can; without them those slots get no real value.
 */
export interface SponsorshipSeededIds {
  /** Sponsorships the signed-in user asked for (the first) and others. */
  sponsorshipIds?: string[];
  /** Tiers of the seeded events (the first one of the signed-in user's own event). */
  tierIds?: string[];
}

/** Seeded ids with none of a kind unless given: for suites that drive a few routes only. */
export function seededIds(given: Partial<SeededIds> = {}): SeededIds {
  return {
    eventIds: [],
    eventSlugs: [],
    locationIds: [],
    usernames: [],
    sessionIds: [],
    optionIds: [],
    ...given,
  };
}

/** The name of every seeded group: a transfer or deletion confirmed with it reaches the database. */
export const SEEDED_GROUP_NAME = 'Grupo de Teste';

/** Real values for a path slot, chosen by the resource the path names. */
export function realSegments(path: string, slot: string, ids: SeededIds & SponsorshipSeededIds): string[] {
  if (slot === 'username') return ids.usernames;
  if (slot === 'cep') return ['01310-100', '01310100'];
  if (slot === 'token') return ['token-que-nao-existe'];
  if (slot === 'provider') return ['google', 'apple'];
  if (slot === 'file') return ['chave.txt'];
  if (slot === '*') return ['index.html', 'avatars/x.webp'];
  if (slot === 'invitationId' && path.includes('/groups/')) return ids.groupInvitationIds ?? [];
  if (slot === 'userId' && path.includes('/groups/')) return ids.groupMemberIds ?? [];
  if (slot === 'userId' && path.startsWith('/api/v1/me/')) return ids.personIds ?? [];
  if (path.startsWith('/api/v1/admin/people/')) return ids.personIds ?? [];
  if (path.startsWith('/api/v1/comments/')) return ids.commentIds ?? [];
  if (slot === 'tierId') return ids.tierIds ?? [];
  if (path.startsWith('/api/v1/sponsorships/') || path.startsWith('/api/v1/admin/sponsorships/'))
    return ids.sponsorshipIds ?? [];
  if (path.includes('/groups/')) return [...(ids.groupIds ?? []), ...(ids.groupSlugs ?? [])];
  if (path.includes('/locations/')) return ids.locationIds;
  if (path.includes('/sessions/')) return ids.sessionIds;
  if (path.includes('/events/')) return [...ids.eventIds, ...ids.eventSlugs];
  return ['x'];
}

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);

/** A body each JSON route accepts (or nearly): mutating one field of it reaches deeper code. */
export function validBody(
  method: string,
  path: string,
  ids: SeededIds & SponsorshipSeededIds,
): Record<string, unknown> | undefined {
  const start = inAWeek();
  const event = {
    ...sampleEventInput,
    name: 'Roda de Samba no Largo',
    startDatetime: start.toISOString(),
    endDatetime: new Date(start.getTime() + 3_600_000).toISOString(),
    locationId: ids.locationIds[0] ?? null,
    accessLink: null,
    priceMaxCents: 5000,
    tags: ['samba', 'musica'],
    visibility: 'public',
    // The user's own group organises it, so bad values of the other fields reach past its checks.
    groupId: ids.groupIds?.[0] ?? null,
    publish: true,
  };
  const group = {
    name: 'Corredores do Ibirapuera',
    description: '<p>Treinos às <strong>terças</strong>.</p>',
    category: 'sports_fitness',
    city: 'São Paulo',
    visibility: 'public',
  };
  const location = { ...sampleVenueInput, accessibilityOptions: ids.optionIds.slice(0, 2), isPublic: true };
  const theme = {
    name: 'Festa Junina',
    description: 'Bandeirinhas e fogueira',
    startDate: '2027-06-01',
    endDate: '2027-06-30',
    priority: 30,
    baseColor: '#C2185B',
    colors: DEFAULT_THEME_COLORS,
  };
  const tier = { name: 'Ouro', amountCents: 500_000, benefits: 'Logo no palco e no site', slots: 2 };
  const featuredFrom = new Date();
  const bodies: Record<string, Record<string, unknown>> = {
    'PUT /api/v1/events/:id/sponsorship': { open: true },
    'POST /api/v1/events/:id/sponsorship/tiers': tier,
    'PATCH /api/v1/events/:id/sponsorship/tiers/:tierId': tier,
    'POST /api/v1/events/:id/sponsorships': {
      tierId: ids.tierIds?.[0] ?? '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60',
      groupId: null,
      displayName: 'Padaria Pão Quente',
      linkUrl: 'https://padaria.example',
      message: 'Queremos apoiar o evento.',
    },
    'POST /api/v1/sponsorships/:id/accept': { note: 'Bem-vindos' },
    'POST /api/v1/sponsorships/:id/decline': { note: 'Cotas esgotadas' },
    'POST /api/v1/sponsorships/:id/withdraw': {},
    'POST /api/v1/admin/sponsorships/:id/approve': { note: 'ok' },
    'POST /api/v1/admin/sponsorships/:id/reject': { note: 'motivo' },
    'POST /api/v1/admin/sponsorships/:id/end': {},
    'PUT /api/v1/admin/sponsorships/:id/featured': {
      featuredFrom: featuredFrom.toISOString(),
      featuredUntil: new Date(featuredFrom.getTime() + 7 * 86_400_000).toISOString(),
    },
    'POST /api/v1/events': event,
    'PATCH /api/v1/events/:id': event,
    'POST /api/v1/locations': location,
    'PATCH /api/v1/locations/:id': location,
    'PATCH /api/v1/me': {
      firstName: 'Ana',
      lastName: 'Souza',
      birthDate: '1990-05-17',
      username: 'ana_souza_bad_input',
      bio: 'Gosto de samba',
      city: 'Recife',
      language: 'pt-BR',
    },
    'PATCH /api/v1/me/privacy': { attendanceVisibility: 'everyone' },
    'POST /api/v1/me/consents': {
      consentType: 'terms',
      version: CURRENT_CONSENT_VERSIONS.terms,
      origin: 'web',
    },
    'POST /api/v1/me/password': {
      currentPassword: TEST_PASSWORD,
      newPassword: 'outra-senha-segura',
      revokeOtherSessions: false,
    },
    'PUT /api/v1/me/notification-preferences': {
      preferences: [{ kind: 'events', push: true, email: false }],
    },
    'POST /api/v1/admin/notifications': {
      title: 'Aviso',
      body: 'Manutenção às 22h',
      link: '/events',
      audience: 'user',
      username: ids.usernames[0] ?? 'ninguem',
      channels: { push: false, email: false },
    },
    'POST /api/v1/admin/themes': theme,
    'PATCH /api/v1/admin/themes/:id': theme,
    'PATCH /api/v1/admin/themes/:id/active': { isActive: false },
    'POST /api/v1/events/:id/check-ins': { code: 'ABCDE-FGH23' },
    'POST /api/v1/events/:id/announcements': { message: 'Mudamos para o salão 2: tragam agasalho.' },
    'POST /api/v1/events/:id/invitations': { usernames: [ids.usernames[0] ?? 'ninguem', '@outra_pessoa'] },
    'POST /api/v1/events/:id/comments': {
      body: `Alguém vai de bicicleta? @${ids.usernames[0] ?? 'ninguem'}`,
      parentId: ids.commentIds?.[0] ?? null,
    },
    'PATCH /api/v1/comments/:id': { body: 'Texto corrigido' },
    'POST /api/v1/reports': {
      targetType: 'profile',
      targetId: ids.personIds?.[0] ?? '00000000-0000-4000-8000-000000000000',
      reason: 'other',
      details: 'Perfil falso pedindo Pix',
    },
    'POST /api/v1/admin/reports/actions': {
      targetType: 'profile',
      targetId: ids.personIds?.[0] ?? '00000000-0000-4000-8000-000000000000',
      action: 'suspend',
      note: 'Golpe confirmado por três pessoas',
      suspendDays: 7,
    },
    'PUT /api/v1/admin/people/:id/role': { role: 'moderator', reason: 'Cuida da comunidade' },
    'PATCH /api/v1/events/:id/discussion': { closed: false, notifyOrganizer: true },
    'POST /api/v1/groups': group,
    'PUT /api/v1/groups/:id': group,
    'PATCH /api/v1/groups/:id/members/:userId': { role: 'organizer' },
    'POST /api/v1/groups/:id/invitations': {
      usernames: [ids.usernames[0] ?? 'ninguem'],
      emails: ['convite.sem.conta@example.test'],
    },
    'POST /api/v1/groups/:id/transfer': {
      userId: ids.groupMemberIds?.[0] ?? '00000000-0000-4000-8000-000000000000',
      confirmName: SEEDED_GROUP_NAME,
    },
    'DELETE /api/v1/groups/:id': { confirmName: SEEDED_GROUP_NAME },
    'POST /api/v1/group-invitations/accept-link': { token: 'token-de-convite-que-nao-existe' },
    'POST /api/v1/me/organizing/duplicate': { eventIds: ids.eventIds.slice(0, 2) },
    'POST /api/v1/me/organizing/cancel': { eventIds: ids.eventIds.slice(0, 2) },
    'POST /api/v1/contact': {
      name: 'Ana Souza',
      email: 'ana@example.test',
      subject: 'Dúvida sobre eventos',
      message: 'Como faço para publicar um evento?',
      language: 'pt-BR',
    },
    'POST /api/v1/pwa-stats': {
      displayMode: 'standalone',
      platform: 'android',
      installed: true,
      pushOptIn: false,
    },
    'POST /api/v1/push-tokens': {
      device_type: 'web',
      token: JSON.stringify({
        endpoint: 'https://push.example.test/push/bad-input',
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQt', auth: 'tBHItJI5svbpez7KI4CCXg' },
      }),
    },
    'POST /api/auth/sign-up/email': {
      name: 'Ana Souza',
      email: 'nova@example.test',
      password: TEST_PASSWORD,
    },
    'POST /api/auth/sign-in/email': { email: 'ana@example.test', password: TEST_PASSWORD, rememberMe: true },
    'POST /api/auth/sign-in/social': { provider: 'google', callbackURL: '/events', disableRedirect: true },
    'POST /api/auth/request-password-reset': { email: 'ana@example.test', redirectTo: '/reset-password' },
    'POST /api/auth/forget-password': { email: 'ana@example.test', redirectTo: '/reset-password' },
    'POST /api/auth/reset-password': { newPassword: TEST_PASSWORD, token: 'token-que-nao-existe' },
    'POST /api/auth/change-password': { currentPassword: TEST_PASSWORD, newPassword: 'outra-senha-segura' },
    'POST /api/auth/change-email': { newEmail: 'outra@example.test', callbackURL: '/profile' },
    'POST /api/auth/update-user': { name: 'Ana Maria', image: null },
    'POST /api/auth/send-verification-email': { email: 'ana@example.test', callbackURL: '/auth' },
    'POST /api/auth/revoke-session': { token: 'token-que-nao-existe' },
    'POST /api/auth/delete-user': { password: TEST_PASSWORD },
  };
  return bodies[`${method} ${path}`];
}

/** Query parameters each route reads, with a valid value; every route also gets a few others. */
export function validQuery(method: string, path: string): Record<string, string> {
  const queries: Record<string, Record<string, string>> = {
    'GET /api/v1/events': {
      q: 'samba',
      from: new Date().toISOString(),
      to: inAWeek().toISOString(),
      limit: '10',
      category: 'arts_culture',
      city: 'São Paulo',
      price: 'paid',
      online: 'false',
      cursor: '',
    },
    'GET /api/v1/locations': { q: 'teatro' },
    'GET /api/v1/events/:id/attendees': {
      status: 'waitlisted',
      q: 'ana',
      order: 'recent_check_in',
      limit: '10',
      cursor: '',
    },
    'GET /api/v1/events/:id/attendees.csv': { lang: 'en' },
    'GET /api/v1/events/:id/fellow-attendees': { limit: '10', cursor: '' },
    'GET /api/v1/events/:id/invitations': { limit: '10', cursor: '' },
    'GET /api/v1/events/:id/comments': {
      order: 'oldest',
      limit: '10',
      cursor: '',
      around: '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60',
    },
    'GET /api/v1/events/:id/mention-suggestions': { q: 'ana' },
    'GET /api/v1/comments/:id/replies': { limit: '10', cursor: '' },
    'GET /api/v1/admin/reports': { status: 'open', targetType: 'event', limit: '10', cursor: '' },
    'GET /api/v1/admin/moderation-log': { limit: '10', cursor: '' },
    'GET /api/v1/admin/people': { q: 'ana', role: 'user', limit: '10', cursor: '' },
    'GET /api/v1/admin/audit-log': { action: 'role.grant', limit: '10', cursor: '' },
    'GET /api/v1/admin/themes': { active: 'true' },
    'GET /api/v1/admin/sponsorships': { state: 'accepted', limit: '10', cursor: '' },
    'GET /api/v1/events/:id/sponsorships': { state: 'requested', limit: '10', cursor: '' },
    'GET /api/v1/sponsorships/mine': { state: 'approved', limit: '10', cursor: '' },
    'GET /api/v1/groups': {
      q: 'corrida',
      category: 'sports_fitness',
      city: 'São Paulo',
      limit: '10',
      cursor: '',
    },
    'GET /api/v1/groups/:id/members': { q: 'ana', role: 'member', limit: '10', cursor: '' },
    'GET /api/v1/groups/:id/followers': { limit: '10', cursor: '' },
    'GET /api/v1/groups/:id/events': { when: 'past', limit: '10', cursor: '' },
    'GET /api/v1/groups/:id/invitations': { status: 'pending', limit: '10', cursor: '' },
    'GET /api/v1/me/groups': { role: 'manager', limit: '10', cursor: '' },
    'GET /api/v1/me/timeline': { limit: '10', cursor: '' },
    'GET /api/v1/me/friends': { q: 'ana', limit: '10', cursor: '' },
    'GET /api/v1/me/friend-requests': { direction: 'sent', limit: '10', cursor: '' },
    'GET /api/v1/me/following': { limit: '10', cursor: '' },
    'GET /api/v1/me/followed-groups': { limit: '10', cursor: '' },
    'GET /api/v1/me/blocks': { limit: '10', cursor: '' },
    'GET /api/v1/people': { q: 'ana', limit: '10', cursor: '' },
    'GET /api/v1/profiles/:username/events': { limit: '10', cursor: '' },
    'GET /api/v1/profiles/:username/groups': { limit: '10', cursor: '' },
    'GET /api/v1/profiles/:username/friends': { limit: '10', cursor: '' },
    'GET /api/v1/me/participating': { when: 'past', limit: '10', cursor: '' },
    'GET /api/v1/me/organizing': { state: 'draft', limit: '10', cursor: '' },
    'GET /api/v1/me/organizing/all': { limit: '10', cursor: '' },
    'GET /api/v1/notifications': { limit: '10', cursor: '', unread: 'true' },
    'GET /api/v1/locations/public': { q: 'teatro', limit: '5' },
    'GET /api/v1/selection-options': { type: 'accessibility', lang: 'en' },
    'GET /api/v1/geocode/address': { q: 'Avenida Paulista, 1578' },
    'GET /api/auth/verify-email': { token: 'token-que-nao-existe', callbackURL: '/auth' },
    'GET /api/auth/reset-password/:token': { callbackURL: '/reset-password' },
    'GET /api/auth/callback/:provider': { code: 'abc', state: 'xyz' },
    'GET /api/auth/oauth2/callback/:provider': { code: 'abc', state: 'xyz' },
  };
  return { ...queries[`${method} ${path}`] };
}

/** Names any route might read, tried on every route. */
export const COMMON_QUERY_KEYS = ['q', 'id', 'limit', 'from', 'to', 'lang', 'token', 'callbackURL'] as const;
