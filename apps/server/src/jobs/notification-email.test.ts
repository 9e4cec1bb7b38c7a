import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../test/xss-payloads.ts';
import type { DeliveryNotification } from './delivery-notification.ts';
import { notificationEmail } from './notification-email.ts';

const base: DeliveryNotification = {
  id: '8c0e3f6a-1b2d-4c5e-8f90-a1b2c3d4e5f6',
  userId: '1a2b3c4d-5e6f-4a8b-9c0d-e1f2a3b4c5d6',
  type: 'on_demand',
  title: 'Novidade',
  body: 'Corpo',
  metadata: {},
  language: 'pt-BR',
  email: 'ana@example.test',
};

describe('notification e-mail', () => {
  it('escapes every text it puts in the HTML and keeps the plain text as written', () => {
    for (const payload of XSS_PAYLOADS) {
      const mail = notificationEmail(
        { ...base, title: payload, body: payload },
        'ana@example.test',
        'https://eventos.test',
      );
      expect(mail.html).not.toContain('<script');
      expect(mail.html).not.toMatch(/<[a-z]+[^>]*\son[a-z]+=/i);
      expect(mail.text).toContain(payload);
    }
  });

  it('links internal paths on the public address and an on_demand site as it is', () => {
    const internal = notificationEmail(
      { ...base, metadata: { link: '/events/abc' } },
      'a@b.test',
      'https://eventos.test/',
    );
    expect(internal.text).toContain('Abrir no Eventos: https://eventos.test/events/abc');
    expect(internal.html).toContain('href="https://eventos.test/events/abc"');
    const external = notificationEmail(
      { ...base, metadata: { link: 'https://blog.example.org/a?b=1&c="2"' } },
      'a@b.test',
      'https://eventos.test',
    );
    expect(external.html).toContain('href="https://blog.example.org/a?b=1&amp;c=&quot;2&quot;"');
    const script = notificationEmail(
      { ...base, metadata: { link: 'javascript:alert(1)' } },
      'a@b.test',
      'https://eventos.test',
    );
    expect(script.html).not.toContain('javascript:');
    expect(script.text).toContain('https://eventos.test/');
  });

  it('speaks the recipient language, right to left in Arabic, and keeps the subject on one line', () => {
    const mail = notificationEmail(
      { ...base, language: 'ar', title: 'سطر\r\nآخر' },
      'a@b.test',
      'https://eventos.test',
    );
    expect(mail.subject).toBe('سطر آخر');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('افتح في Eventos');
  });
});
