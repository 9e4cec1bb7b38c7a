import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants.ts';
import {
  ATTENDEE_CSV_TEXTS,
  announcementInputSchema,
  attendeeListQuerySchema,
  invitationInputSchema,
} from '../index.ts';

const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the organiser’s attendance inputs', () => {
  it('a message to everyone going: trimmed, 1 to 1000 characters', () => {
    expect(announcementInputSchema.parse({ message: '  Salão 2  ' })).toEqual({ message: 'Salão 2' });
    expect(codes(announcementInputSchema.safeParse({ message: '   ' }))).toEqual([
      'validation.announcement.message.required',
    ]);
    expect(codes(announcementInputSchema.safeParse({ message: 'a'.repeat(1001) }))).toEqual([
      'validation.announcement.message.too_long',
    ]);
    expect(announcementInputSchema.safeParse({ message: 'a'.repeat(1000) }).success).toBe(true);
  });

  it('invitations: 1 to 50 usernames, an @ in front and capitals are fine', () => {
    expect(invitationInputSchema.parse({ usernames: ['@Ana.Souza', ' bruno_1 '] })).toEqual({
      usernames: ['ana.souza', 'bruno_1'],
    });
    expect(codes(invitationInputSchema.safeParse({ usernames: [] }))).toEqual([
      'validation.invitations.usernames.required',
    ]);
    expect(codes(invitationInputSchema.safeParse({ usernames: 'ana' }))).toEqual([
      'validation.invitations.usernames.required',
    ]);
    const many = Array.from({ length: 51 }, (_, i) => `pessoa_${i}`);
    expect(codes(invitationInputSchema.safeParse({ usernames: many }))).toEqual([
      'validation.invitations.usernames.too_many',
    ]);
    expect(codes(invitationInputSchema.safeParse({ usernames: ['<b>x</b>'] }))).toEqual([
      'validation.account.username.invalid',
    ]);
  });

  it('the attendee list orders by arrival unless the door screen asks for the latest check-ins', () => {
    expect(attendeeListQuerySchema.parse({}).order).toBe('arrival');
    expect(attendeeListQuerySchema.parse({ order: 'recent_check_in' }).order).toBe('recent_check_in');
    expect(codes(attendeeListQuerySchema.safeParse({ order: 'x' }))).toEqual([
      'validation.attendees.order.invalid',
    ]);
  });

  it('the CSV speaks every language, five columns and every status each', () => {
    for (const language of LANGUAGES) {
      const texts = ATTENDEE_CSV_TEXTS[language];
      expect(texts.header, language).toHaveLength(5);
      expect(Object.keys(texts.status).sort(), language).toEqual([
        'cancelled',
        'checked_in',
        'going',
        'waitlisted',
      ]);
    }
    expect(ATTENDEE_CSV_TEXTS['pt-BR'].header).toEqual([
      'Nome',
      'Usuário',
      'Situação',
      'Confirmado em',
      'Check-in em',
    ]);
  });
});
