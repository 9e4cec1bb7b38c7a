import type { Language, NotificationType } from '@eventos/domain';

/**
 * Titles and bodies of the notifications the server writes, per recipient language. Names are put
 * in as plain text: these texts are shown as text (the panel, the push message, the e-mail's text
 * part), never parsed as HTML, so nothing is escaped here and nothing may be trusted as markup.
 * `on_demand` has no entry: an administrator's broadcast carries its own words; the welcome
 * message is the one on_demand text the server writes.
 */
export type NotificationTextKey =
  | Exclude<NotificationType, 'on_demand'>
  | 'welcome'
  | 'waitlist_promoted'
  | 'attendance_removed'
  | 'group_transferred'
  | 'comment_new'
  | 'report_actioned'
  | 'report_dismissed'
  | 'content_hidden'
  | 'event_cancelled_by_moderation'
  | 'account_suspended'
  | 'sponsorship_requested'
  | 'sponsorship_accepted'
  | 'sponsorship_awaiting_approval'
  | 'sponsorship_declined'
  | 'sponsorship_withdrawn'
  | 'sponsorship_approved'
  | 'sponsorship_rejected'
  | 'sponsorship_ended';

/** Values a text may name: who acted, the event, the group. */
export interface NotificationTextParams {
  actor?: string | null;
  event?: string | null;
  group?: string | null;
}

interface Text {
  title: string;
  body: string;
}

type Catalogue = Record<NotificationTextKey, Record<Language, Text>>;

export const NOTIFICATION_TEXTS: Catalogue = {
  friend_request: {
    'pt-BR': { title: 'Novo pedido de amizade', body: '{{actor}} quer ser seu amigo(a).' },
    en: { title: 'New friend request', body: '{{actor}} wants to be your friend.' },
    es: { title: 'Nueva solicitud de amistad', body: '{{actor}} quiere ser tu amigo(a).' },
    zh: { title: '新的好友请求', body: '{{actor}} 想加你为好友。' },
    ar: { title: 'طلب صداقة جديد', body: '{{actor}} يريد أن يكون صديقك.' },
  },
  friendship_accepted: {
    'pt-BR': { title: 'Pedido de amizade aceito', body: '{{actor}} aceitou seu pedido de amizade.' },
    en: { title: 'Friend request accepted', body: '{{actor}} accepted your friend request.' },
    es: { title: 'Solicitud de amistad aceptada', body: '{{actor}} aceptó tu solicitud de amistad.' },
    zh: { title: '好友请求已通过', body: '{{actor}} 接受了你的好友请求。' },
    ar: { title: 'تم قبول طلب الصداقة', body: 'قبل {{actor}} طلب صداقتك.' },
  },
  event: {
    'pt-BR': { title: 'Novo evento', body: '{{actor}} publicou “{{event}}”.' },
    en: { title: 'New event', body: '{{actor}} published “{{event}}”.' },
    es: { title: 'Nuevo evento', body: '{{actor}} publicó «{{event}}».' },
    zh: { title: '新活动', body: '{{actor}} 发布了“{{event}}”。' },
    ar: { title: 'فعالية جديدة', body: 'نشر {{actor}} «{{event}}».' },
  },
  new_event_from_followed_group: {
    'pt-BR': { title: 'Novo evento no grupo', body: 'O grupo {{group}} publicou “{{event}}”.' },
    en: { title: 'New event in a group you follow', body: '{{group}} published “{{event}}”.' },
    es: { title: 'Nuevo evento en un grupo que sigues', body: '{{group}} publicó «{{event}}».' },
    zh: { title: '关注的群组有新活动', body: '群组 {{group}} 发布了“{{event}}”。' },
    ar: { title: 'فعالية جديدة في مجموعة تتابعها', body: 'نشرت مجموعة {{group}} «{{event}}».' },
  },
  event_checkin: {
    'pt-BR': { title: 'Check-in confirmado', body: 'Seu check-in em “{{event}}” foi confirmado.' },
    en: { title: 'Check-in confirmed', body: 'Your check-in at “{{event}}” is confirmed.' },
    es: { title: 'Check-in confirmado', body: 'Tu check-in en «{{event}}» está confirmado.' },
    zh: { title: '签到成功', body: '你已在“{{event}}”签到。' },
    ar: { title: 'تم تأكيد تسجيل الحضور', body: 'تم تأكيد تسجيل حضورك في «{{event}}».' },
  },
  waitlist_promoted: {
    'pt-BR': { title: 'Você saiu da lista de espera', body: 'Agora você tem uma vaga em “{{event}}”.' },
    en: { title: 'You are off the waitlist', body: 'A spot opened up: you now have a place at “{{event}}”.' },
    es: { title: 'Saliste de la lista de espera', body: 'Ahora tienes un lugar en «{{event}}».' },
    zh: { title: '你已从候补名单转正', body: '你现在在“{{event}}”有一个名额了。' },
    ar: { title: 'خرجت من قائمة الانتظار', body: 'أصبح لديك الآن مكان في «{{event}}».' },
  },
  attendance_removed: {
    'pt-BR': {
      title: 'Você não está mais na lista',
      body: 'O organizador removeu sua presença em “{{event}}”. Seu ingresso não vale mais.',
    },
    en: {
      title: 'You are no longer on the list',
      body: 'The organiser removed you from “{{event}}”. Your ticket is no longer valid.',
    },
    es: {
      title: 'Ya no estás en la lista',
      body: 'El organizador quitó tu asistencia a «{{event}}». Tu entrada ya no es válida.',
    },
    zh: { title: '你已不在名单上', body: '组织者已将你从“{{event}}”的名单中移除，你的门票已失效。' },
    ar: { title: 'لم تعد في القائمة', body: 'أزالك المنظّم من «{{event}}». لم تعد تذكرتك صالحة.' },
  },
  event_updated: {
    'pt-BR': {
      title: 'Evento atualizado',
      body: 'O evento “{{event}}” foi atualizado. Confira as novidades.',
    },
    en: { title: 'Event updated', body: '“{{event}}” has been updated. See what changed.' },
    es: { title: 'Evento actualizado', body: 'El evento «{{event}}» se actualizó. Mira los cambios.' },
    zh: { title: '活动已更新', body: '活动“{{event}}”已更新，快来看看有什么变化。' },
    ar: { title: 'تم تحديث الفعالية', body: 'تم تحديث الفعالية «{{event}}». اطّلع على ما تغيّر.' },
  },
  event_cancelled: {
    'pt-BR': { title: 'Evento cancelado', body: 'O evento “{{event}}” foi cancelado.' },
    en: { title: 'Event cancelled', body: '“{{event}}” has been cancelled.' },
    es: { title: 'Evento cancelado', body: 'El evento «{{event}}» fue cancelado.' },
    zh: { title: '活动已取消', body: '活动“{{event}}”已取消。' },
    ar: { title: 'تم إلغاء الفعالية', body: 'تم إلغاء الفعالية «{{event}}».' },
  },
  event_invite: {
    'pt-BR': { title: 'Convite para evento', body: '{{actor}} convidou você para “{{event}}”.' },
    en: { title: 'Event invitation', body: '{{actor}} invited you to “{{event}}”.' },
    es: { title: 'Invitación a un evento', body: '{{actor}} te invitó a «{{event}}».' },
    zh: { title: '活动邀请', body: '{{actor}} 邀请你参加“{{event}}”。' },
    ar: { title: 'دعوة إلى فعالية', body: 'دعاك {{actor}} إلى «{{event}}».' },
  },
  group_invite: {
    'pt-BR': { title: 'Convite para grupo', body: '{{actor}} convidou você para o grupo {{group}}.' },
    en: { title: 'Group invitation', body: '{{actor}} invited you to join {{group}}.' },
    es: { title: 'Invitación a un grupo', body: '{{actor}} te invitó al grupo {{group}}.' },
    zh: { title: '群组邀请', body: '{{actor}} 邀请你加入群组 {{group}}。' },
    ar: { title: 'دعوة إلى مجموعة', body: 'دعاك {{actor}} للانضمام إلى مجموعة {{group}}.' },
  },
  group: {
    'pt-BR': { title: 'Novidade no grupo', body: 'Há novidades no grupo {{group}}.' },
    en: { title: 'Group news', body: 'There is something new in {{group}}.' },
    es: { title: 'Novedades del grupo', body: 'Hay novedades en el grupo {{group}}.' },
    zh: { title: '群组动态', body: '群组 {{group}} 有新动态。' },
    ar: { title: 'جديد في المجموعة', body: 'هناك جديد في مجموعة {{group}}.' },
  },
  group_transferred: {
    'pt-BR': {
      title: 'Grupo transferido para você',
      body: 'Você agora é dono(a) do grupo {{group}}: {{actor}} transferiu o grupo para você.',
    },
    en: {
      title: 'A group was handed to you',
      body: 'You are now the owner of {{group}}: {{actor}} transferred the group to you.',
    },
    es: {
      title: 'Te transfirieron un grupo',
      body: 'Ahora eres dueño(a) del grupo {{group}}: {{actor}} te transfirió el grupo.',
    },
    zh: { title: '群组已转让给你', body: '你现在是群组 {{group}} 的所有者：{{actor}} 将群组转让给了你。' },
    ar: {
      title: 'نُقلت إليك ملكية مجموعة',
      body: 'أصبحت الآن مالك مجموعة {{group}}: نقل {{actor}} ملكية المجموعة إليك.',
    },
  },
  reply: {
    'pt-BR': { title: 'Nova resposta', body: '{{actor}} respondeu ao seu comentário em “{{event}}”.' },
    en: { title: 'New reply', body: '{{actor}} replied to your comment on “{{event}}”.' },
    es: { title: 'Nueva respuesta', body: '{{actor}} respondió a tu comentario en «{{event}}».' },
    zh: { title: '新回复', body: '{{actor}} 回复了你在“{{event}}”的评论。' },
    ar: { title: 'رد جديد', body: 'ردّ {{actor}} على تعليقك في «{{event}}».' },
  },
  mention: {
    'pt-BR': { title: 'Você foi mencionado(a)', body: '{{actor}} mencionou você em “{{event}}”.' },
    en: { title: 'You were mentioned', body: '{{actor}} mentioned you on “{{event}}”.' },
    es: { title: 'Te mencionaron', body: '{{actor}} te mencionó en «{{event}}».' },
    zh: { title: '有人提到了你', body: '{{actor}} 在“{{event}}”中提到了你。' },
    ar: { title: 'تمت الإشارة إليك', body: 'أشار إليك {{actor}} في «{{event}}».' },
  },
  comment_new: {
    'pt-BR': { title: 'Novo comentário', body: '{{actor}} comentou em “{{event}}”.' },
    en: { title: 'New comment', body: '{{actor}} commented on “{{event}}”.' },
    es: { title: 'Nuevo comentario', body: '{{actor}} comentó en «{{event}}».' },
    zh: { title: '新评论', body: '{{actor}} 评论了“{{event}}”。' },
    ar: { title: 'تعليق جديد', body: 'علّق {{actor}} على «{{event}}».' },
  },
  report_actioned: {
    'pt-BR': {
      title: 'Denúncia analisada',
      body: 'Analisamos sua denúncia e tomamos providências. Obrigado por ajudar a manter o Eventos seguro.',
    },
    en: {
      title: 'Report reviewed',
      body: 'We reviewed your report and took action. Thank you for helping keep Eventos safe.',
    },
    es: {
      title: 'Denuncia revisada',
      body: 'Revisamos tu denuncia y tomamos medidas. Gracias por ayudar a mantener Eventos seguro.',
    },
    zh: { title: '举报已处理', body: '我们已审核你的举报并采取了措施。感谢你帮助维护 Eventos 的安全。' },
    ar: {
      title: 'تمت مراجعة البلاغ',
      body: 'راجعنا بلاغك واتخذنا إجراءً. شكرًا لمساعدتك في الحفاظ على أمان Eventos.',
    },
  },
  report_dismissed: {
    'pt-BR': {
      title: 'Denúncia analisada',
      body: 'Analisamos sua denúncia e não encontramos violação das regras. Obrigado por avisar.',
    },
    en: {
      title: 'Report reviewed',
      body: 'We reviewed your report and found no breach of the rules. Thank you for telling us.',
    },
    es: {
      title: 'Denuncia revisada',
      body: 'Revisamos tu denuncia y no encontramos ninguna infracción de las normas. Gracias por avisarnos.',
    },
    zh: { title: '举报已审核', body: '我们已审核你的举报，未发现违反规则的情况。感谢你的反馈。' },
    ar: { title: 'تمت مراجعة البلاغ', body: 'راجعنا بلاغك ولم نجد مخالفة للقواعد. شكرًا لإبلاغنا.' },
  },
  content_hidden: {
    'pt-BR': {
      title: 'Conteúdo ocultado pela moderação',
      body: 'Um conteúdo seu em “{{event}}” foi ocultado por violar as regras do Eventos.',
    },
    en: {
      title: 'Content hidden by moderation',
      body: 'Something you posted on “{{event}}” was hidden for breaking the Eventos rules.',
    },
    es: {
      title: 'Contenido ocultado por la moderación',
      body: 'Un contenido tuyo en «{{event}}» fue ocultado por infringir las normas de Eventos.',
    },
    zh: { title: '内容已被管理员隐藏', body: '你在“{{event}}”发布的内容因违反 Eventos 规则已被隐藏。' },
    ar: {
      title: 'أخفى فريق الإشراف محتوى لك',
      body: 'أُخفي محتوى نشرته في «{{event}}» لمخالفته قواعد Eventos.',
    },
  },
  event_cancelled_by_moderation: {
    'pt-BR': {
      title: 'Evento cancelado pela moderação',
      body: 'Seu evento “{{event}}” foi cancelado por violar as regras do Eventos.',
    },
    en: {
      title: 'Event cancelled by moderation',
      body: 'Your event “{{event}}” was cancelled for breaking the Eventos rules.',
    },
    es: {
      title: 'Evento cancelado por la moderación',
      body: 'Tu evento «{{event}}» fue cancelado por infringir las normas de Eventos.',
    },
    zh: { title: '活动已被管理员取消', body: '你的活动“{{event}}”因违反 Eventos 规则已被取消。' },
    ar: { title: 'ألغى فريق الإشراف فعاليتك', body: 'أُلغيت فعاليتك «{{event}}» لمخالفتها قواعد Eventos.' },
  },
  account_suspended: {
    'pt-BR': { title: 'Conta suspensa', body: 'Sua conta foi suspensa por violar as regras do Eventos.' },
    en: { title: 'Account suspended', body: 'Your account was suspended for breaking the Eventos rules.' },
    es: { title: 'Cuenta suspendida', body: 'Tu cuenta fue suspendida por infringir las normas de Eventos.' },
    zh: { title: '账户已被暂停', body: '你的账户因违反 Eventos 规则已被暂停。' },
    ar: { title: 'تم تعليق الحساب', body: 'عُلّق حسابك لمخالفته قواعد Eventos.' },
  },
  welcome: {
    'pt-BR': {
      title: 'Bem-vindo(a) ao Eventos!',
      body: 'Seu perfil está completo. Descubra eventos perto de você e crie os seus.',
    },
    en: {
      title: 'Welcome to Eventos!',
      body: 'Your profile is complete. Discover events near you and create your own.',
    },
    es: {
      title: '¡Bienvenido(a) a Eventos!',
      body: 'Tu perfil está completo. Descubre eventos cerca de ti y crea los tuyos.',
    },
    zh: { title: '欢迎来到 Eventos！', body: '你的个人资料已完善。发现身边的活动，也可以创建自己的活动。' },
    ar: {
      title: 'مرحبًا بك في Eventos!',
      body: 'اكتمل ملفك الشخصي. اكتشف الفعاليات القريبة منك وأنشئ فعالياتك.',
    },
  },
  sponsorship_requested: {
    'pt-BR': { title: 'Novo pedido de patrocínio', body: '{{actor}} quer patrocinar “{{event}}”.' },
    en: { title: 'New sponsorship request', body: '{{actor}} wants to sponsor “{{event}}”.' },
    es: { title: 'Nueva solicitud de patrocinio', body: '{{actor}} quiere patrocinar «{{event}}».' },
    zh: { title: '新的赞助申请', body: '{{actor}} 想赞助“{{event}}”。' },
    ar: { title: 'طلب رعاية جديد', body: 'يريد {{actor}} رعاية «{{event}}».' },
  },
  sponsorship_accepted: {
    'pt-BR': {
      title: 'Patrocínio aceito pelo organizador',
      body: 'Seu pedido para “{{event}}” agora aguarda a aprovação da equipe.',
    },
    en: {
      title: 'Sponsorship accepted by the organiser',
      body: 'Your request for “{{event}}” is now awaiting approval by our team.',
    },
    es: {
      title: 'Patrocinio aceptado por el organizador',
      body: 'Tu solicitud para «{{event}}» ahora espera la aprobación del equipo.',
    },
    zh: { title: '组织者已接受赞助', body: '你对“{{event}}”的赞助申请正在等待团队审核。' },
    ar: { title: 'قبل المنظّم الرعاية', body: 'طلبك لرعاية «{{event}}» بانتظار موافقة الفريق الآن.' },
  },
  sponsorship_awaiting_approval: {
    'pt-BR': {
      title: 'Patrocínio aguardando aprovação',
      body: '“{{event}}” tem um patrocínio aceito pelo organizador.',
    },
    en: {
      title: 'Sponsorship awaiting approval',
      body: '“{{event}}” has a sponsorship accepted by its organiser.',
    },
    es: {
      title: 'Patrocinio pendiente de aprobación',
      body: '«{{event}}» tiene un patrocinio aceptado por el organizador.',
    },
    zh: { title: '赞助待审核', body: '“{{event}}”有一项组织者已接受的赞助。' },
    ar: { title: 'رعاية بانتظار الموافقة', body: 'لدى «{{event}}» رعاية قبلها المنظّم.' },
  },
  sponsorship_declined: {
    'pt-BR': { title: 'Patrocínio recusado', body: 'Seu pedido para “{{event}}” não foi aceito.' },
    en: { title: 'Sponsorship declined', body: 'Your request for “{{event}}” was not accepted.' },
    es: { title: 'Patrocinio rechazado', body: 'Tu solicitud para «{{event}}» no fue aceptada.' },
    zh: { title: '赞助被拒绝', body: '你对“{{event}}”的赞助申请未被接受。' },
    ar: { title: 'رُفضت الرعاية', body: 'لم يُقبل طلبك لرعاية «{{event}}».' },
  },
  sponsorship_withdrawn: {
    'pt-BR': { title: 'Pedido de patrocínio retirado', body: '{{actor}} retirou o pedido para “{{event}}”.' },
    en: { title: 'Sponsorship request withdrawn', body: '{{actor}} withdrew their request for “{{event}}”.' },
    es: {
      title: 'Solicitud de patrocinio retirada',
      body: '{{actor}} retiró su solicitud para «{{event}}».',
    },
    zh: { title: '赞助申请已撤回', body: '{{actor}} 撤回了对“{{event}}”的赞助申请。' },
    ar: { title: 'سُحب طلب الرعاية', body: 'سحب {{actor}} طلبه لرعاية «{{event}}».' },
  },
  sponsorship_approved: {
    'pt-BR': {
      title: 'Patrocínio aprovado',
      body: 'O patrocínio de {{actor}} em “{{event}}” foi aprovado e já aparece no evento.',
    },
    en: {
      title: 'Sponsorship approved',
      body: 'The sponsorship by {{actor}} of “{{event}}” was approved and now shows on the event.',
    },
    es: {
      title: 'Patrocinio aprobado',
      body: 'El patrocinio de {{actor}} en «{{event}}» fue aprobado y ya aparece en el evento.',
    },
    zh: { title: '赞助已批准', body: '{{actor}} 对“{{event}}”的赞助已获批准，现已显示在活动页面上。' },
    ar: {
      title: 'تمت الموافقة على الرعاية',
      body: 'تمت الموافقة على رعاية {{actor}} لـ«{{event}}» وهي تظهر الآن في الفعالية.',
    },
  },
  sponsorship_rejected: {
    'pt-BR': {
      title: 'Patrocínio não aprovado',
      body: 'O patrocínio em “{{event}}” não foi aprovado pela equipe.',
    },
    en: {
      title: 'Sponsorship not approved',
      body: 'The sponsorship of “{{event}}” was not approved by our team.',
    },
    es: {
      title: 'Patrocinio no aprobado',
      body: 'El patrocinio en «{{event}}» no fue aprobado por el equipo.',
    },
    zh: { title: '赞助未获批准', body: '对“{{event}}”的赞助未获团队批准。' },
    ar: { title: 'لم تتم الموافقة على الرعاية', body: 'لم يوافق الفريق على رعاية «{{event}}».' },
  },
  sponsorship_ended: {
    'pt-BR': { title: 'Patrocínio encerrado', body: 'O patrocínio em “{{event}}” foi encerrado.' },
    en: { title: 'Sponsorship ended', body: 'The sponsorship of “{{event}}” has ended.' },
    es: { title: 'Patrocinio finalizado', body: 'El patrocinio en «{{event}}» finalizó.' },
    zh: { title: '赞助已结束', body: '对“{{event}}”的赞助已结束。' },
    ar: { title: 'انتهت الرعاية', body: 'انتهت رعاية «{{event}}».' },
  },
};

/** Words put in when a name is missing, so no text shows an empty gap. */
const MISSING: Record<Language, Required<Record<keyof NotificationTextParams, string>>> = {
  'pt-BR': { actor: 'Alguém', event: '(sem nome)', group: '(sem nome)' },
  en: { actor: 'Someone', event: '(untitled)', group: '(untitled)' },
  es: { actor: 'Alguien', event: '(sin nombre)', group: '(sin nombre)' },
  zh: { actor: '有人', event: '（未命名）', group: '（未命名）' },
  ar: { actor: 'شخص ما', event: '(بلا اسم)', group: '(بلا اسم)' },
};

/** The longest a name may run inside a text. */
const NAME_MAX = 120;

/** A name as plain text on one line: control and direction-override characters dropped, spaces folded. */
export function plainName(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const clean = value
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...clean].slice(0, NAME_MAX).join('');
}

/** Title and body of `key` in `language`, with the names filled in as plain text. */
export function renderNotificationText(
  key: NotificationTextKey,
  language: Language,
  params: NotificationTextParams = {},
): Text {
  const text = NOTIFICATION_TEXTS[key][language];
  const fill = (template: string) =>
    template.replace(/\{\{(actor|event|group)\}\}/g, (_whole, name: keyof NotificationTextParams) => {
      const value = plainName(params[name]);
      return value || MISSING[language][name];
    });
  return { title: fill(text.title), body: fill(text.body) };
}
