import type { Language } from '@eventos/domain';
import { escapeHtml } from '../http/html-escape.ts';

export type AuthMailKind = 'verify' | 'reset' | 'existing';

interface MailText {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

/** The account e-mails in the five interface languages; `{name}` is the person's name. */
const TEXTS: Record<Language, Record<AuthMailKind, MailText>> = {
  'pt-BR': {
    verify: {
      subject: 'Confirme o seu e-mail no Eventos',
      intro: 'Olá, {name}! Falta pouco: confirme o seu e-mail para ativar a sua conta no Eventos.',
      action: 'Confirmar e-mail',
      outro: 'Se você não criou uma conta, ignore esta mensagem.',
    },
    reset: {
      subject: 'Redefina a sua senha do Eventos',
      intro: 'Olá, {name}! Recebemos um pedido para redefinir a sua senha. O link vale por 1 hora.',
      action: 'Redefinir senha',
      outro: 'Se não foi você, ignore esta mensagem: a sua senha continua a mesma.',
    },
    existing: {
      subject: 'Você já tem uma conta no Eventos',
      intro:
        'Olá, {name}! Alguém tentou criar uma conta com este e-mail, mas você já tem uma. Entre com a sua senha ou redefina-a.',
      action: 'Entrar no Eventos',
      outro: 'Se não foi você, nenhuma ação é necessária.',
    },
  },
  en: {
    verify: {
      subject: 'Confirm your e-mail on Eventos',
      intro: 'Hi {name}! One last step: confirm your e-mail to activate your Eventos account.',
      action: 'Confirm e-mail',
      outro: 'If you did not create an account, ignore this message.',
    },
    reset: {
      subject: 'Reset your Eventos password',
      intro: 'Hi {name}! We received a request to reset your password. The link is valid for 1 hour.',
      action: 'Reset password',
      outro: 'If it was not you, ignore this message: your password stays the same.',
    },
    existing: {
      subject: 'You already have an Eventos account',
      intro:
        'Hi {name}! Someone tried to create an account with this e-mail, but you already have one. Sign in with your password or reset it.',
      action: 'Sign in to Eventos',
      outro: 'If it was not you, no action is needed.',
    },
  },
  es: {
    verify: {
      subject: 'Confirma tu correo en Eventos',
      intro: '¡Hola, {name}! Solo falta un paso: confirma tu correo para activar tu cuenta de Eventos.',
      action: 'Confirmar correo',
      outro: 'Si no creaste una cuenta, ignora este mensaje.',
    },
    reset: {
      subject: 'Restablece tu contraseña de Eventos',
      intro:
        '¡Hola, {name}! Recibimos una solicitud para restablecer tu contraseña. El enlace es válido durante 1 hora.',
      action: 'Restablecer contraseña',
      outro: 'Si no fuiste tú, ignora este mensaje: tu contraseña sigue siendo la misma.',
    },
    existing: {
      subject: 'Ya tienes una cuenta en Eventos',
      intro:
        '¡Hola, {name}! Alguien intentó crear una cuenta con este correo, pero ya tienes una. Inicia sesión con tu contraseña o restablécela.',
      action: 'Entrar en Eventos',
      outro: 'Si no fuiste tú, no necesitas hacer nada.',
    },
  },
  zh: {
    verify: {
      subject: '确认您在 Eventos 的邮箱',
      intro: '{name}，您好！只差一步：确认您的邮箱以激活 Eventos 账户。',
      action: '确认邮箱',
      outro: '如果您没有创建账户，请忽略此邮件。',
    },
    reset: {
      subject: '重置您的 Eventos 密码',
      intro: '{name}，您好！我们收到了重置您密码的请求。该链接 1 小时内有效。',
      action: '重置密码',
      outro: '如果不是您本人操作，请忽略此邮件：您的密码不会改变。',
    },
    existing: {
      subject: '您已经拥有 Eventos 账户',
      intro: '{name}，您好！有人尝试用此邮箱创建账户，但您已经有账户了。请用密码登录或重置密码。',
      action: '登录 Eventos',
      outro: '如果不是您本人操作，无需任何处理。',
    },
  },
  ar: {
    verify: {
      subject: 'أكّد بريدك الإلكتروني في Eventos',
      intro: 'مرحبًا {name}! خطوة أخيرة: أكّد بريدك الإلكتروني لتفعيل حسابك في Eventos.',
      action: 'تأكيد البريد الإلكتروني',
      outro: 'إذا لم تنشئ حسابًا، فتجاهل هذه الرسالة.',
    },
    reset: {
      subject: 'أعد تعيين كلمة مرور Eventos',
      intro: 'مرحبًا {name}! تلقّينا طلبًا لإعادة تعيين كلمة المرور. الرابط صالح لمدة ساعة واحدة.',
      action: 'إعادة تعيين كلمة المرور',
      outro: 'إذا لم تكن أنت، فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.',
    },
    existing: {
      subject: 'لديك حساب في Eventos بالفعل',
      intro:
        'مرحبًا {name}! حاول شخص ما إنشاء حساب بهذا البريد الإلكتروني، لكن لديك حسابًا بالفعل. سجّل الدخول بكلمة المرور أو أعد تعيينها.',
      action: 'تسجيل الدخول إلى Eventos',
      outro: 'إذا لم تكن أنت، فلا داعي لأي إجراء.',
    },
  },
};

/** One account e-mail, as plain text and as simple HTML with the link as a button. */
export function renderAuthMail(kind: AuthMailKind, language: Language, name: string, url: string) {
  const t = TEXTS[language][kind];
  const intro = t.intro.replace('{name}', name || 'Eventos');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return {
    subject: t.subject,
    text: `${intro}\n\n${t.action}: ${url}\n\n${t.outro}\n`,
    html: `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#6750A4;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(t.outro)}</p></body></html>`,
  };
}
