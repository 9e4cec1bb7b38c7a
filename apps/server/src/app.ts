import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { ACCOUNT_THROTTLE_DEFAULTS, accountThrottle } from './auth/account-throttle.ts';
import { createAuth, trustedOrigins } from './auth/create-auth.ts';
import { createMailer, type Mailer } from './auth/mailer.ts';
import type { PasswordHasher } from './auth/password-hasher.ts';
import { type Config, GEOCODING_DEFAULTS, PUSH_DEFAULTS } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { EVENTS_CHANGED_CHANNEL } from './db/listen.ts';
import { ANONYMOUS_CACHE_DEFAULTS, createAnonymousCache } from './http/anonymous-cache.ts';
import { authRoutes } from './http/auth-routes.ts';
import { apiBodyLimit, urlLimit } from './http/body-limit.ts';
import { compression } from './http/compression.ts';
import { apiNotFound, onError } from './http/error-handler.ts';
import { originCheck } from './http/origin-check.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { sessionMiddleware } from './http/session.ts';
import type { AppEnv } from './http/types.ts';
import { wellFormedPath } from './http/validate.ts';
import { uploads, webApp } from './http/web-app.ts';
import { createGeocodingProviders } from './integrations/geocoding/geocoding-providers.ts';
import {
  type SearchIndexNotifier,
  searchIndexDisabled,
} from './integrations/indexnow/search-index-notifier.ts';
import type { Logger } from './logger.ts';
import { accountRoutes, authProvidersRoutes } from './modules/account/account.routes.ts';
import { adminConsoleRoutes } from './modules/admin-console/admin-console.routes.ts';
import { adminNotificationsRoutes } from './modules/admin-notifications/admin-notifications.routes.ts';
import { adminSponsorshipsRoutes } from './modules/admin-sponsorships/admin-sponsorships.routes.ts';
import { attendanceRoutes, myEventsRoutes } from './modules/attendance/attendance.routes.ts';
import { fellowAttendeesRoutes } from './modules/attendance/fellow-attendees.routes.ts';
import {
  eventStatsRoutes,
  organizingStatsRoutes,
} from './modules/attendance-stats/attendance-stats.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { commentsRoutes, eventDiscussionRoutes } from './modules/discussion/discussion.routes.ts';
import { calendarRoutes } from './modules/events/event-calendar.routes.ts';
import { coverFileAccess, eventCoverRoutes } from './modules/events/event-cover.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { geocodeRoutes } from './modules/geocode/geocode.routes.ts';
import {
  groupAdminRoutes,
  groupInvitationLinkRoutes,
  myGroupsRoutes,
} from './modules/groups/group-admin.routes.ts';
import { groupImageFileAccess } from './modules/groups/group-images.routes.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { adminModerationRoutes, reportsRoutes } from './modules/moderation/moderation.routes.ts';
import { notificationPreferencesRoutes } from './modules/notifications/notification-preferences.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { doorListRoutes } from './modules/offline/door-list.routes.ts';
import { pwaStatsRoutes } from './modules/offline/pwa-stats.routes.ts';
import { organizingBulkRoutes } from './modules/organizing-bulk/organizing-bulk.routes.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { pushKeyRoutes, pushTokensRoutes } from './modules/push/push.routes.ts';
import { selectionOptionsRoutes } from './modules/selection-options/selection-options.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { socialRelationsRoutes } from './modules/social/relations.routes.ts';
import {
  featuredImpressionRoutes,
  sponsorshipClickRoutes,
} from './modules/sponsorships/sponsorship-stats.routes.ts';
import {
  eventSponsorshipRoutes,
  sponsorshipLogoFileAccess,
  sponsorshipsRoutes,
} from './modules/sponsorships/sponsorships.routes.ts';
import { adminThemesRoutes, publicThemesRoutes } from './modules/themes/themes.routes.ts';
import { timelineRoutes } from './modules/timeline/timeline.routes.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';
import { createRealtimeHub } from './realtime/realtime-hub.ts';

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  config: Pick<Config, 'webDistDir' | 'uploadsDir'> &
    Partial<
      Pick<
        Config,
        | 'publicUrl'
        | 'trustProxy'
        | 'trustedOrigins'
        | 'ipHashSecret'
        | 'authSecret'
        | 'google'
        | 'apple'
        | 'signInLimit'
        | 'signUpLimit'
        | 'anonymousCacheMs'
        | 'accountSignInLimit'
        | 'mailFrom'
        | 'smtpUrl'
        | 'geocoding'
        | 'push'
      >
    >;
  /** Where account e-mails go; by default SMTP_URL, or the log when it is unset. */
  mailer?: Mailer;
  /** Who hears about published events; by default nobody (no IndexNow key). */
  searchIndex?: SearchIndexNotifier;
  /** Tests only: a cheap password hash (see auth/password-hasher.ts). */
  passwordHasher?: PasswordHasher;
}

/** The whole HTTP application, without listening: main.ts serves it, tests call app.request(). */
export function buildApp({
  database,
  logger,
  config,
  mailer,
  searchIndex = searchIndexDisabled,
  passwordHasher,
}: AppDeps) {
  const publicUrl = config.publicUrl ?? 'http://localhost:3000';
  const trustProxy = config.trustProxy ?? false;
  // Tests and one-off apps get a per-process secret; main.ts passes the configured or stored one.
  const authSecret = config.authSecret ?? randomBytes(32).toString('base64url');
  // Account e-mails, and group invitations to addresses that have no account yet.
  const accountMailer =
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom ?? 'Eventos <nao-responda@eventos.local>',
      logger,
    });
  const auth = createAuth({
    db: database.db,
    config: {
      publicUrl,
      trustProxy,
      trustedOrigins: config.trustedOrigins,
      google: config.google,
      apple: config.apple,
      signInLimit: config.signInLimit ?? { max: 10, windowSeconds: 300 },
      signUpLimit: config.signUpLimit ?? { max: 10, windowSeconds: 3600 },
    },
    secret: authSecret,
    mailer: accountMailer,
    logger,
    passwordHasher,
  });
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(apiNotFound);

  app.use('*', requestContext(logger));
  // Visitors' hot reads kept a moment in this process; any change to an event or venue, made here
  // or by another process, drops them (ADR 0008). First in line, so a kept answer skips the rest.
  const anonymousCache = createAnonymousCache({
    ttlMs: config.anonymousCacheMs ?? ANONYMOUS_CACHE_DEFAULTS.ttlMs,
    cacheable: (path) =>
      path === '/sitemap.xml' ||
      path === '/api/v1/events' ||
      // Attendance counts move with every RSVP: they are never kept.
      (path.startsWith('/api/v1/events/') && !path.endsWith('/attendance')),
  });
  app.use('/api/v1/*', anonymousCache.middleware);
  app.use('/sitemap.xml', anonymousCache.middleware);
  app.use('*', securityHeaders());
  app.use('*', urlLimit);
  app.use('/api/*', apiBodyLimit());
  // Pre-compressed build files pass through untouched (they already carry Content-Encoding).
  app.use('*', compression());
  app.use('*', async (c, next) => {
    c.set('database', database);
    c.set('searchIndex', searchIndex);
    await next();
  });
  app.use('*', sessionMiddleware(auth));
  // A change made anywhere drops the visitors' kept answers (the cache itself sits at the front).
  Promise.resolve()
    .then(() => database.listen(EVENTS_CHANGED_CHANNEL, () => anonymousCache.clear()))
    .catch((err: unknown) =>
      logger.error({ err }, 'cannot listen for event changes: anonymous answers keep their full time'),
    );
  app.use('/api/*', wellFormedPath);
  const checkOrigin = originCheck({ trusted: trustedOrigins(publicUrl, config.trustedOrigins), trustProxy });
  app.use('/api/v1/*', checkOrigin);
  // Provider callbacks arrive from the provider's site (Apple posts them); state cookies guard those.
  app.use('/api/auth/*', (c, next) =>
    c.req.path.startsWith('/api/auth/callback/') ? next() : checkOrigin(c, next),
  );

  app.route('/api/health', healthRoutes);
  app.route(
    '/api/auth',
    authRoutes(auth, {
      trustProxy,
      // Keyed with the auth secret, the one key every server copy shares.
      accountThrottle: accountThrottle(authSecret, config.accountSignInLimit ?? ACCOUNT_THROTTLE_DEFAULTS),
    }),
  );
  app.route(
    '/api/v1/auth',
    authProvidersRoutes({ google: Boolean(config.google), apple: Boolean(config.apple) }),
  );
  app.route('/api/v1/me', meRoutes({ uploadsDir: config.uploadsDir }));
  app.route('/api/v1/me', accountRoutes(auth, { uploadsDir: config.uploadsDir }));
  app.route('/api/v1/me/notification-preferences', notificationPreferencesRoutes);
  app.route('/api/v1/me', myEventsRoutes);
  app.route('/api/v1/me', organizingBulkRoutes);
  app.route('/api/v1/me', organizingStatsRoutes);
  app.route('/api/v1/me', myGroupsRoutes);
  app.route('/api/v1/me', socialRelationsRoutes);
  app.route('/api/v1/me', timelineRoutes);
  app.route('/api/v1/notifications', notificationsRoutes);
  // One LISTEN per process fans notifications out to this process's streams (realtime/).
  app.route('/api/v1/realtime', realtimeRoutes(createRealtimeHub({ database, logger })));
  app.route('/api/v1/admin/notifications', adminNotificationsRoutes);
  app.route('/api/v1/admin', adminModerationRoutes);
  app.route('/api/v1/admin/themes', adminThemesRoutes);
  app.route('/api/v1/admin', adminConsoleRoutes);
  app.route('/api/v1/admin/sponsorships', adminSponsorshipsRoutes);
  app.route('/api/v1/themes', publicThemesRoutes);
  app.route('/api/v1/reports', reportsRoutes);
  app.route('/api/v1/profiles', profilesRoutes);
  app.route('/api/v1/people', peopleRoutes);
  app.route('/api/v1/events', calendarRoutes({ publicUrl }));
  app.route('/api/v1/events', attendanceRoutes);
  app.route('/api/v1/events', eventStatsRoutes);
  app.route('/api/v1/events', fellowAttendeesRoutes);
  app.route('/api/v1/events', doorListRoutes);
  app.route('/api/v1/events', eventDiscussionRoutes);
  app.route('/api/v1/comments', commentsRoutes);
  app.route('/api/v1/events', eventCoverRoutes(config.uploadsDir));
  app.route('/api/v1/events', eventSponsorshipRoutes(config.uploadsDir));
  app.route('/api/v1/events', featuredImpressionRoutes({ trustProxy, ipHashSecret: config.ipHashSecret }));
  app.route(
    '/api/v1/sponsorships',
    sponsorshipClickRoutes({ trustProxy, ipHashSecret: config.ipHashSecret }),
  );
  app.route('/api/v1/sponsorships', sponsorshipsRoutes(config.uploadsDir));
  app.route(
    '/api/v1/events',
    eventsRoutes({ trustProxy, ipHashSecret: config.ipHashSecret, uploadsDir: config.uploadsDir }),
  );
  app.route('/api/v1/groups', groupAdminRoutes({ publicUrl, mailer: accountMailer }));
  app.route('/api/v1/group-invitations', groupInvitationLinkRoutes);
  app.route('/api/v1/groups', groupsRoutes(config.uploadsDir));
  app.route('/api/v1/locations', locationsRoutes);
  app.route('/api/v1/selection-options', selectionOptionsRoutes);
  app.route('/api/v1/contact', contactRoutes(config));
  app.route('/api/v1/pwa-stats', pwaStatsRoutes({ trustProxy, ipHashSecret: config.ipHashSecret }));
  const geocoding = config.geocoding ?? GEOCODING_DEFAULTS;
  app.route(
    '/api/v1/geocode',
    geocodeRoutes({
      providers: createGeocodingProviders(geocoding, publicUrl),
      cacheTtlDays: geocoding.cacheTtlDays,
    }),
  );
  app.route('/api/v1/push', pushKeyRoutes(config.push ?? PUSH_DEFAULTS, config.mailFrom));
  app.route('/api/v1/push-tokens', pushTokensRoutes);
  app.all('/api/*', apiNotFound);

  app.use('/uploads/events/*', coverFileAccess);
  app.use('/uploads/groups/*', groupImageFileAccess);
  app.use('/uploads/sponsorships/*', sponsorshipLogoFileAccess);
  app.route('/uploads', uploads(config.uploadsDir));
  app.get('/uploads/*', apiNotFound);
  app.route('/', seoRoutes({ publicUrl }));
  app.route('/', webApp(config.webDistDir));
  return app;
}

export type App = ReturnType<typeof buildApp>;
