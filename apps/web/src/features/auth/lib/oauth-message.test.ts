import { describe, expect, it } from 'vitest';
import { oauthResultOf } from './oauth-message.ts';

const origin = 'https://eventos.example';

describe('oauthResultOf', () => {
  it('accepts OAUTH_SUCCESS and OAUTH_ERROR from this origin', () => {
    expect(oauthResultOf({ origin, data: { type: 'OAUTH_SUCCESS' } }, origin)).toBe('OAUTH_SUCCESS');
    expect(oauthResultOf({ origin, data: { type: 'OAUTH_ERROR' } }, origin)).toBe('OAUTH_ERROR');
  });

  it('ignores messages from another origin, even a look-alike', () => {
    expect(
      oauthResultOf({ origin: 'https://evil.example', data: { type: 'OAUTH_SUCCESS' } }, origin),
    ).toBeNull();
    expect(
      oauthResultOf({ origin: 'https://eventos.example.evil.test', data: { type: 'OAUTH_SUCCESS' } }, origin),
    ).toBeNull();
    expect(oauthResultOf({ origin: 'null', data: { type: 'OAUTH_SUCCESS' } }, origin)).toBeNull();
  });

  it('ignores other messages of this origin', () => {
    expect(oauthResultOf({ origin, data: 'changed' }, origin)).toBeNull();
    expect(oauthResultOf({ origin, data: null }, origin)).toBeNull();
    expect(oauthResultOf({ origin, data: { type: 'OTHER' } }, origin)).toBeNull();
  });
});
