import { describe, expect, it } from 'vitest';
import { groupInviteUrl, renderGroupInviteMail } from './group-invite-email.ts';

describe('the e-mailed group invitation', () => {
  const mail = (overrides: Partial<Parameters<typeof renderGroupInviteMail>[0]> = {}) =>
    renderGroupInviteMail({
      to: 'nova@example.test',
      language: 'pt-BR',
      inviterName: 'Ana Souza',
      groupName: 'Samba do Morro',
      url: 'http://localhost:3000/groups/samba-do-morro?invite=abc',
      ...overrides,
    });

  it('names who invited, the group, the link and how long it works, in the inviter’s language', () => {
    const pt = mail();
    expect(pt.subject).toBe('Convite para o grupo Samba do Morro no Eventos');
    expect(pt.text).toContain('Ana Souza convidou você para participar do grupo Samba do Morro no Eventos.');
    expect(pt.text).toContain('Ver o convite: http://localhost:3000/groups/samba-do-morro?invite=abc');
    expect(pt.text).toContain('14 dias');
    expect(mail({ language: 'en' }).subject).toBe('Invitation to join Samba do Morro on Eventos');
    const ar = mail({ language: 'ar' });
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain('Ana Souza');
    expect(mail({ inviterName: null, language: 'zh' }).text).toContain('有人 邀请你');
  });

  it('keeps names as text: escaped in the HTML, on one line in the subject, `$&` as typed', () => {
    const m = mail({ groupName: 'Clube <img src=x onerror=alert(1)> $& Cia', inviterName: 'Bia\n"Costa"' });
    expect(m.html).toContain('Clube &lt;img src=x onerror=alert(1)&gt; $&amp; Cia');
    expect(m.html).not.toContain('<img');
    expect(m.html).toContain('Bia &quot;Costa&quot;');
    expect(m.subject).toBe('Convite para o grupo Clube <img src=x onerror=alert(1)> $& Cia no Eventos');
    expect(m.subject).not.toContain('\n');
  });

  it('links to the group page with the token, both escaped for a URL', () => {
    expect(groupInviteUrl('https://eventos.example/', 'samba-do-morro', 'a_b-c')).toBe(
      'https://eventos.example/groups/samba-do-morro?invite=a_b-c',
    );
  });
});
