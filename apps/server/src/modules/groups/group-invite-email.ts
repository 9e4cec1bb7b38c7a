import { GROUP_INVITATION_DAYS, type Language } from '@eventos/domain';
import type { MailMessage } from '../../auth/mailer.ts';
import { escapeHtml } from '../../http/html-escape.ts';
import { plainName } from '../notifications/notification-texts.ts';

interface InviteMailText {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

/**
 * The e-mail to an address with no account that was invited to a group, in the inviter's language
 * (they chose whom to write to). `{actor}` is the inviter's name, `{group}` the group's, `{days}`
 * how long the link works.
 */
const TEXTS: Record<Language, InviteMailText> = {
  'pt-BR': {
    subject: 'Convite para o grupo {group} no Eventos',
    intro: '{actor} convidou você para participar do grupo {group} no Eventos.',
    action: 'Ver o convite',
    outro:
      'Entre ou crie a sua conta pelo link para aceitar. O convite vale por {days} dias e só pode ser usado uma vez. Se não conhece quem convidou, ignore esta mensagem.',
  },
  en: {
    subject: 'Invitation to join {group} on Eventos',
    intro: '{actor} invited you to join the group {group} on Eventos.',
    action: 'See the invitation',
    outro:
      'Sign in or create your account through the link to accept. The invitation is valid for {days} days and works only once. If you do not know who invited you, ignore this message.',
  },
  es: {
    subject: 'Invitación al grupo {group} en Eventos',
    intro: '{actor} te invitó a unirte al grupo {group} en Eventos.',
    action: 'Ver la invitación',
    outro:
      'Inicia sesión o crea tu cuenta desde el enlace para aceptar. La invitación es válida durante {days} días y solo se puede usar una vez. Si no conoces a quien te invitó, ignora este mensaje.',
  },
  zh: {
    subject: '邀请你加入 Eventos 上的群组 {group}',
    intro: '{actor} 邀请你加入 Eventos 上的群组 {group}。',
    action: '查看邀请',
    outro:
      '请通过链接登录或创建账户以接受邀请。邀请在 {days} 天内有效，且只能使用一次。如果你不认识邀请人，请忽略此邮件。',
  },
  ar: {
    subject: 'دعوة للانضمام إلى مجموعة {group} على Eventos',
    intro: 'دعاك {actor} للانضمام إلى مجموعة {group} على Eventos.',
    action: 'عرض الدعوة',
    outro:
      'سجّل الدخول أو أنشئ حسابك عبر الرابط لقبول الدعوة. الدعوة صالحة لمدة {days} يومًا ولا تُستخدم إلا مرة واحدة. إذا كنت لا تعرف من دعاك، فتجاهل هذه الرسالة.',
  },
};

/** Words put in when a name is missing. */
const SOMEONE: Record<Language, string> = {
  'pt-BR': 'Alguém',
  en: 'Someone',
  es: 'Alguien',
  zh: '有人',
  ar: 'شخص ما',
};

export interface GroupInviteMail {
  to: string;
  language: Language;
  inviterName: string | null;
  groupName: string;
  /** The whole link: {publicUrl}/groups/{slug}?invite={token}. */
  url: string;
}

/**
 * The invitation as plain text and as simple HTML with the link as a button. Names are people's
 * text: on one line in the subject, escaped in the HTML, never trusted as markup.
 */
export function renderGroupInviteMail(mail: GroupInviteMail): MailMessage {
  const t = TEXTS[mail.language];
  const values: Record<string, string> = {
    actor: plainName(mail.inviterName) || SOMEONE[mail.language],
    group: plainName(mail.groupName),
    days: String(GROUP_INVITATION_DAYS),
  };
  // A function, so that `$&` and the like in a name stay as typed.
  const fill = (template: string) =>
    template.replace(/\{(actor|group|days)\}/g, (_, name: string) => values[name] ?? '');
  const [subject, intro, outro] = [fill(t.subject), fill(t.intro), fill(t.outro)];
  const dir = mail.language === 'ar' ? 'rtl' : 'ltr';
  return {
    to: mail.to,
    subject,
    text: `${intro}\n\n${t.action}: ${mail.url}\n\n${outro}\n`,
    html: `<!doctype html><html lang="${mail.language}" dir="${dir}"><body style="font-family:sans-serif">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(mail.url)}" style="display:inline-block;padding:12px 20px;background:#6750A4;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(outro)}</p></body></html>`,
  };
}

/** The link an e-mailed invitation carries. */
export function groupInviteUrl(publicUrl: string, slug: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/groups/${encodeURIComponent(slug)}?invite=${encodeURIComponent(token)}`;
}
