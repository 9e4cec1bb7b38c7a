import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { OAuthProviderConfig } from '../config.ts';

/**
 * Google (first provider) and Apple (second provider) as OpenID Connect providers found through
 * their discovery documents, so tests can point them at a local OIDC server. Each is present only
 * when configured; id tokens (native sign-in) are verified against the provider's published keys.
 */
export function oauthProviderConfigs(opts: {
  google: OAuthProviderConfig | undefined;
  apple: OAuthProviderConfig | undefined;
}): GenericOAuthConfig[] {
  const configs: GenericOAuthConfig[] = [];
  if (opts.google) {
    configs.push({
      providerId: 'google',
      name: 'Google',
      ...opts.google,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      requireIdTokenVerification: true,
    });
  }
  if (opts.apple) {
    configs.push({
      providerId: 'apple',
      name: 'Apple',
      ...opts.apple,
      scopes: ['openid', 'email', 'name'],
      // Apple posts the answer back when e-mail or name are asked for.
      responseMode: 'form_post',
      pkce: true,
      requireIdTokenVerification: true,
    });
  }
  return configs;
}
