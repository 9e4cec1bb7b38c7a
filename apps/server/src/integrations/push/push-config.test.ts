import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { vapidSubject } from './vapid-keys.ts';

describe('push configuration', () => {
  it('makes its own VAPID pair and skips FCM unless told', () => {
    expect(loadConfig({}).push).toEqual({
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      vapidSubject: undefined,
      fcmServiceAccountFile: undefined,
    });
  });

  it('reads a configured pair, subject and service account', () => {
    const push = loadConfig({
      VAPID_PUBLIC_KEY: 'BPub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'https://eventos.example',
      FCM_SERVICE_ACCOUNT_FILE: '/etc/eventos/fcm.json',
    }).push;
    expect(push).toEqual({
      vapidPublicKey: 'BPub',
      vapidPrivateKey: 'priv',
      vapidSubject: 'https://eventos.example',
      fcmServiceAccountFile: '/etc/eventos/fcm.json',
    });
  });

  it('refuses half a pair and a subject push services cannot use', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BPub' })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'priv' })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'eventos.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('tells push services the mail sender when no subject is set', () => {
    expect(vapidSubject({ vapidSubject: undefined }, 'Eventos <contato@eventos.example>')).toBe(
      'mailto:contato@eventos.example',
    );
    expect(vapidSubject({ vapidSubject: undefined }, 'ops@eventos.example')).toBe(
      'mailto:ops@eventos.example',
    );
    expect(vapidSubject({ vapidSubject: undefined }, 'Eventos')).toBe('mailto:nao-responda@eventos.local');
    expect(vapidSubject({ vapidSubject: 'mailto:a@b.example' }, 'x@y.example')).toBe('mailto:a@b.example');
  });
});
