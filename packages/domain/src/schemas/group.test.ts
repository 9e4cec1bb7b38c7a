import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  groupDeleteSchema,
  groupInputSchema,
  groupInvitationInputSchema,
  groupListQuerySchema,
  groupMembersQuerySchema,
  groupRoleChangeSchema,
} from './group.ts';

const codes = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe('group schemas', () => {
  it('takes a group as the form sends it, trimmed, with defaults', () => {
    expect(
      groupInputSchema.parse({
        name: '  Corredores do Recife ',
        category: 'sports_fitness',
        description: '  ',
      }),
    ).toEqual({
      name: 'Corredores do Recife',
      category: 'sports_fitness',
      description: null,
      city: null,
      visibility: 'public',
    });
  });

  it('names every problem of a group with its message code', () => {
    expect(codes(groupInputSchema.safeParse({ name: 'ab', category: '' }))).toEqual([
      'validation.group.name.too_short',
      'validation.group.category.required',
    ]);
    expect(codes(groupInputSchema.safeParse({ name: 'x'.repeat(81), category: 'nope' }))).toEqual([
      'validation.group.name.too_long',
      'validation.group.category.required',
    ]);
    expect(
      codes(groupInputSchema.safeParse({ name: 'Grupo', category: 'sports_fitness', visibility: 'secret' })),
    ).toEqual(['validation.group.visibility.invalid']);
    expect(
      codes(groupInputSchema.safeParse({ name: 'Grupo', category: 'sports_fitness', city: 'c'.repeat(81) })),
    ).toEqual(['validation.group.city.too_long']);
  });

  it('invites by usernames and e-mails, at least one and at most 50 in all, no repeats', () => {
    expect(
      groupInvitationInputSchema.parse({
        usernames: ['@Ana_Souza'],
        emails: ['Bia@Example.com', 'bia@example.com'],
      }),
    ).toEqual({ usernames: ['ana_souza'], emails: ['bia@example.com'] });
    expect(codes(groupInvitationInputSchema.safeParse({}))).toEqual([
      'validation.group_invitations.required',
    ]);
    const many = Array.from({ length: 51 }, (_, i) => `pessoa_${i}`);
    expect(codes(groupInvitationInputSchema.safeParse({ usernames: many }))).toEqual([
      'validation.group_invitations.too_many',
    ]);
    expect(codes(groupInvitationInputSchema.safeParse({ emails: ['não é e-mail'] }))).toEqual([
      'validation.account.email.invalid',
    ]);
  });

  it('reads the list filters, blank ones as absent', () => {
    expect(groupListQuerySchema.parse({ q: ' samba ', category: '', city: '' })).toEqual({
      q: 'samba',
      category: undefined,
      city: undefined,
      cursor: undefined,
      limit: 20,
    });
    expect(codes(groupListQuerySchema.safeParse({ category: 'x', limit: '99' }))).toEqual([
      'validation.groups.category.invalid',
      'validation.limit.range',
    ]);
    expect(codes(groupMembersQuerySchema.safeParse({ role: 'king' }))).toEqual([
      'validation.group.role.invalid',
    ]);
  });

  it('lets roles change only between organiser and member, and asks for the name on delete', () => {
    expect(codes(groupRoleChangeSchema.safeParse({ role: 'owner' }))).toEqual([
      'validation.group.role.invalid',
    ]);
    expect(groupDeleteSchema.parse({ confirmName: ' Corredores ' })).toEqual({ confirmName: 'Corredores' });
    expect(codes(groupDeleteSchema.safeParse({}))).toEqual(['validation.group.confirm_name.mismatch']);
  });
});
