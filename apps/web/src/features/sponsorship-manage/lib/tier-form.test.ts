import { describe, expect, it } from 'vitest';
import { parseTierForm, tierFormValues } from './tier-form.ts';

const typed = { name: 'Ouro', amount: '1.500,00', benefits: '', slots: '2' };

describe('parseTierForm', () => {
  it('reads reais typed the Brazilian way or plain into centavos', () => {
    expect(parseTierForm(typed)).toEqual({
      ok: true,
      input: { name: 'Ouro', amountCents: 150_000, benefits: null, slots: 2 },
    });
    const plain = parseTierForm({ ...typed, amount: '1500' });
    expect(plain.ok && plain.input.amountCents).toBe(150_000);
  });

  it('names each wrong field with its catalogue code', () => {
    expect(parseTierForm({ name: 'O', amount: 'muito', benefits: '', slots: '2.5' })).toEqual({
      ok: false,
      errors: {
        name: 'validation.sponsorship.tier_name.too_short',
        amountCents: 'validation.sponsorship.amount.invalid',
        slots: 'validation.sponsorship.slots.invalid',
      },
    });
  });

  it('gives an existing tier back as typed text', () => {
    const tier = {
      id: 't',
      eventId: 'e',
      name: 'Prata',
      amountCents: 123_450,
      benefits: null,
      slots: 3,
      taken: 0,
      position: 1,
    };
    expect(tierFormValues(tier)).toEqual({ name: 'Prata', amount: '1.234,50', benefits: '', slots: '3' });
  });
});
