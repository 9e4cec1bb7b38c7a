import { type GeocodingPeer, startGeocodingPeer } from '../../apps/server/src/test/peers/geocoding-peer.ts';
import { type OidcPeer, startOidcPeer } from '../../apps/server/src/test/peers/oidc-peer.ts';
import { type SmtpPeer, startSmtpPeer } from '../../apps/server/src/test/peers/smtp-peer.ts';

export interface Peers {
  /** Environment for the server: SMTP, both OAuth providers and geocoding point at the peers. */
  serverEnv: NodeJS.ProcessEnv;
  /** Environment for the test workers: where to read mail and which providers exist. */
  testEnv: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The real protocol peers the browser tests need, on 127.0.0.1: an SMTP server that keeps the mail
 * (readable over HTTP), two OpenID Connect providers standing in for Google and Apple, and the
 * geocoding services (Google Geocoding and Nominatim) knowing a few real Brazilian addresses.
 */
export async function startPeers(baseURL: string): Promise<Peers> {
  const smtp: SmtpPeer = await startSmtpPeer();
  const oidc = async (name: 'google' | 'apple'): Promise<OidcPeer> =>
    startOidcPeer({
      name,
      redirectUris: [`${baseURL}/api/auth/callback/${name}`],
      acceptAnyEmail: true,
      hostName: 'localhost',
    });
  const [google, apple] = await Promise.all([oidc('google'), oidc('apple')]);
  const geocoding: GeocodingPeer = await startGeocodingPeer();
  return {
    serverEnv: {
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_DISCOVERY_URL: google.discoveryUrl,
      APPLE_CLIENT_ID: apple.clientId,
      APPLE_CLIENT_SECRET: apple.clientSecret,
      APPLE_DISCOVERY_URL: apple.discoveryUrl,
      // Many tests sign up and sign in from one address; the limits are proven in the server tests.
      AUTH_SIGN_IN_LIMIT: '100000',
      AUTH_SIGN_UP_LIMIT: '100000',
      GOOGLE_MAPS_API_KEY: geocoding.apiKey,
      GEOCODING_GOOGLE_URL: geocoding.googleUrl,
      GEOCODING_NOMINATIM_URL: geocoding.nominatimUrl,
    },
    testEnv: { E2E_MAILBOX_URL: smtp.mailboxUrl },
    close: async () => {
      await Promise.all([smtp.close(), google.close(), apple.close(), geocoding.close()]);
    },
  };
}
