import { describe, expect, it } from 'vitest';
import { parseInvitees } from './parse-invitees.ts';

describe('parseInvitees', () => {
  it('sends a word with a domain to e-mails and the rest to usernames', () => {
    expect(parseInvitees('@ana, bia\nCaio@Exemplo.com.br; dora@exemplo.com  @ana')).toEqual({
      usernames: ['ana', 'bia'],
      emails: ['caio@exemplo.com.br', 'dora@exemplo.com'],
    });
  });

  it('keeps nothing from blank text and drops repeats', () => {
    expect(parseInvitees('  ,, \n ')).toEqual({ usernames: [], emails: [] });
    expect(parseInvitees('a@b.co A@B.CO')).toEqual({ usernames: [], emails: ['a@b.co'] });
  });

  it('reads a lone @ in front as a username, not an address', () => {
    expect(parseInvitees('@@eva')).toEqual({ usernames: ['eva'], emails: [] });
  });
});
