import { describe, expect, it } from 'vitest';
import { API_MESSAGES_PT_BR } from '../catalogue/api-messages.ts';
import { contactMessageSchema } from './contact.ts';

const valid = {
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  subject: 'Dúvida sobre eventos',
  message: 'Olá! Como faço para divulgar o meu evento?',
};

const firstCode = (input: unknown) => {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`)[0];
};

describe('contactMessageSchema', () => {
  it('accepts a complete message, trims it and defaults the language to pt-BR', () => {
    const parsed = contactMessageSchema.parse({ ...valid, name: '  Maria da Silva ' });
    expect(parsed).toEqual({ ...valid, language: 'pt-BR' });
  });

  it('keeps a supported language and replaces an unknown one with pt-BR', () => {
    expect(contactMessageSchema.parse({ ...valid, language: 'ar' }).language).toBe('ar');
    expect(contactMessageSchema.parse({ ...valid, language: 'xx' }).language).toBe('pt-BR');
  });

  it.each([
    ['name', undefined, 'name:validation.contact.name.required'],
    ['name', '   ', 'name:validation.contact.name.required'],
    ['name', 'A', 'name:validation.contact.name.too_short'],
    ['name', 'A'.repeat(101), 'name:validation.contact.name.too_long'],
    ['email', '', 'email:validation.contact.email.required'],
    ['email', 'maria@', 'email:validation.contact.email.invalid'],
    ['email', `${'a'.repeat(250)}@x.com`, 'email:validation.contact.email.invalid'],
    ['subject', 'Oi', 'subject:validation.contact.subject.too_short'],
    ['subject', 'A'.repeat(151), 'subject:validation.contact.subject.too_long'],
    ['message', 'curta', 'message:validation.contact.message.too_short'],
    ['message', 'A'.repeat(5001), 'message:validation.contact.message.too_long'],
  ])('rejects %s = %j with %s', (field, value, expected) => {
    expect(firstCode({ ...valid, [field]: value })).toBe(expected);
  });

  it('has a pt-BR API message for every code it can produce', () => {
    const codes = [
      'name.required',
      'name.too_short',
      'name.too_long',
      'email.required',
      'email.invalid',
      'subject.required',
      'subject.too_short',
      'subject.too_long',
      'message.required',
      'message.too_short',
      'message.too_long',
    ].map((c) => `validation.contact.${c}`);
    for (const code of [...codes, 'contact.rate_limited']) expect(API_MESSAGES_PT_BR).toHaveProperty([code]);
  });
});
