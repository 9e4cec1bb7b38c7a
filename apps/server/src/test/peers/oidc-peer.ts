import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';
import { escapeHtml } from '../../http/html-escape.ts';

export interface PeerAccount {
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
}

export interface OidcPeer {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** People who can sign in at the peer (its login form takes one of these e-mails). */
  accounts: Map<string, PeerAccount>;
  addAccount(account: Partial<PeerAccount> & { email: string }): PeerAccount;
  /** An id token as the provider would give a native app (signed with the provider's key). */
  mintIdToken(email: string, opts?: { audience?: string; nonce?: string; issuer?: string }): Promise<string>;
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider on 127.0.0.1 standing in for Google or Apple: discovery, JWKS,
 * authorization code + PKCE, token endpoint, id tokens. Its login page is a plain form that asks
 * for the e-mail of one of `accounts`, so a browser (or a test following redirects) can sign in.
 */
export async function startOidcPeer(opts: {
  redirectUris: string[];
  name?: string;
  /** Let any e-mail typed at the login form sign in (a new account is made for it). */
  acceptAnyEmail?: boolean;
  /**
   * Host name in the issuer URL (it always listens on 127.0.0.1). 'localhost' makes the provider a
   * different site from an app on 127.0.0.1, as Google and Apple are from us: cookies then behave
   * as in production when the provider posts its answer back (Apple's form_post).
   */
  hostName?: '127.0.0.1' | 'localhost';
}): Promise<OidcPeer> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, PeerAccount>();
  const bySub = new Map<string, PeerAccount>();
  const clientId = `eventos-${opts.name ?? 'oidc'}`;
  const clientSecret = `secret-${randomUUID()}`;

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://${opts.hostName ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomUUID()] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      name: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const account = bySub.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: account.name,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
  });

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    // After the login step, the consent step needs no person: grant what was asked and go back.
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      await finish(req, res, details, details.session.accountId);
      return;
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><body><h1>${escapeHtml(opts.name ?? 'OIDC')} sign-in</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>E-mail <input name="email" type="email" required></label>
<button type="submit">Continue</button></form></body></html>`);
      return;
    }
    const email = (await readForm(req)).get('email') ?? '';
    const account =
      accounts.get(email.toLowerCase()) ??
      (opts.acceptAnyEmail && email.includes('@') ? peer.addAccount({ email }) : undefined);
    if (!account) {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    await finish(req, res, details, account.sub);
  }

  type Details = Awaited<ReturnType<typeof provider.interactionDetails>>;
  /** Signs `accountId` in and grants the scopes and claims the client asked for. */
  async function finish(req: IncomingMessage, res: ServerResponse, details: Details, accountId: string) {
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    if (!grant) throw new Error('grant not found');
    const missing = (details.prompt.details.missingOIDCScope as string[] | undefined) ?? [];
    grant.addOIDCScope(['openid', ...missing].join(' '));
    const claims = (details.prompt.details.missingOIDCClaims as string[] | undefined) ?? [];
    if (claims.length) grant.addOIDCClaims(claims);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const callback = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (match?.[1]) {
      interaction(req, res, match[1]).catch((err: unknown) => {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(String(err));
      });
      return;
    }
    callback(req, res);
  });

  const peer: OidcPeer = {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    accounts,
    addAccount(partial) {
      const account: PeerAccount = {
        sub: partial.sub ?? randomUUID(),
        email: partial.email.toLowerCase(),
        givenName: partial.givenName ?? 'Carla',
        familyName: partial.familyName ?? 'Mendes',
        name: partial.name ?? `${partial.givenName ?? 'Carla'} ${partial.familyName ?? 'Mendes'}`,
      };
      accounts.set(account.email, account);
      bySub.set(account.sub, account);
      return account;
    },
    async mintIdToken(email, o = {}) {
      const account = accounts.get(email.toLowerCase());
      if (!account) throw new Error(`no peer account ${email}`);
      return new SignJWT({
        email: account.email,
        email_verified: true,
        name: account.name,
        given_name: account.givenName,
        family_name: account.familyName,
        ...(o.nonce ? { nonce: o.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(o.issuer ?? issuer)
        .setSubject(account.sub)
        .setAudience(o.audience ?? clientId)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return peer;
}
