import { type Language, notificationTarget } from '@eventos/domain';
import type { MailMessage } from '../auth/mailer.ts';
import { escapeHtml } from '../http/html-escape.ts';
import type { DeliveryNotification } from './delivery-notification.ts';

interface EmailTexts {
  action: string;
  /** Why the mail came and where to stop it; `{url}` is the preferences page. */
  footer: string;
}

const TEXTS: Record<Language, EmailTexts> = {
  'pt-BR': {
    action: 'Abrir no Eventos',
    footer: 'Você recebe este e-mail porque ativou as notificações por e-mail. Para mudar, acesse {url}.',
  },
  en: {
    action: 'Open in Eventos',
    footer: 'You get this e-mail because you turned on e-mail notifications. To change that, go to {url}.',
  },
  es: {
    action: 'Abrir en Eventos',
    footer: 'Recibes este correo porque activaste las notificaciones por correo. Para cambiarlo, ve a {url}.',
  },
  zh: {
    action: '在 Eventos 中打开',
    footer: '你收到这封邮件是因为你开启了邮件通知。如需更改，请访问 {url}。',
  },
  ar: {
    action: 'افتح في Eventos',
    footer: 'تصلك هذه الرسالة لأنك فعّلت الإشعارات عبر البريد الإلكتروني. لتغيير ذلك، انتقل إلى {url}.',
  },
};

/** Where the notification leads, as an absolute address: internal paths on PUBLIC_URL. */
export function notificationLink(n: DeliveryNotification, publicUrl: string): string {
  const target = notificationTarget(n.type, n.metadata);
  return target.kind === 'internal' ? `${publicUrl.replace(/\/$/, '')}${target.path}` : target.url;
}

/** The notification as an e-mail in its recipient's language: subject = title, text and escaped HTML. */
export function notificationEmail(n: DeliveryNotification, to: string, publicUrl: string): MailMessage {
  const texts = TEXTS[n.language];
  const link = notificationLink(n, publicUrl);
  const preferences = `${publicUrl.replace(/\/$/, '')}/profile/notifications`;
  const footer = texts.footer.replace('{url}', preferences);
  const dir = n.language === 'ar' ? 'rtl' : 'ltr';
  const text = `${n.title}\n\n${n.body}\n\n${texts.action}: ${link}\n\n--\n${footer}\n`;
  const html = [
    `<!doctype html><html lang="${n.language}" dir="${dir}"><body style="font-family:sans-serif">`,
    `<h1 style="font-size:20px">${escapeHtml(n.title)}</h1>`,
    `<p style="white-space:pre-line">${escapeHtml(n.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<hr><p style="font-size:12px;color:#666">${escapeHtml(texts.footer).replace(
      '{url}',
      `<a href="${escapeHtml(preferences)}">${escapeHtml(preferences)}</a>`,
    )}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject: n.title.replace(/[\r\n]+/g, ' '), text, html };
}
