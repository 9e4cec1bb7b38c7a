import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { firstStepWithError, serverFieldErrors } from './event-form-fields.ts';
import { centsToPriceText, EMPTY_EVENT_FORM, type EventFormValues } from './event-form-values.ts';
import { addTags } from './tags.ts';
import { buildEventInput, validateStep2 } from './validate-event-form.ts';

const problem = (errors: { path: string; code: string }[]) =>
  new ApiError({
    status: 400,
    code: 'validation.failed',
    detail: 'Dados inválidos.',
    errors: errors.map((e) => ({ ...e, message: '' })),
  });

const filled: EventFormValues = {
  ...EMPTY_EVENT_FORM,
  name: 'Roda de samba',
  category: 'arts_culture',
  start: '2027-05-01T18:00',
  end: '2027-05-01T22:00',
  eventType: 'online',
  accessLink: 'https://meet.example/x',
};

describe('event form rules', () => {
  it('maps server paths to the form field they start with, and finds the step that holds them', () => {
    const found = serverFieldErrors(
      problem([
        { path: 'tags.3', code: 'validation.event.tags.invalid' },
        { path: 'body/priceMaxCents', code: 'validation.event.price.range' },
        { path: 'unknown', code: 'validation.invalid' },
      ]),
    );
    expect(found).toEqual({
      tags: 'validation.event.tags.invalid',
      priceMaxCents: 'validation.event.price.range',
    });
    expect(firstStepWithError(found ?? {})).toBe(2);
    expect(firstStepWithError({ tags: 'x', locationId: 'y' })).toBe(1);
    expect(serverFieldErrors(problem([{ path: 'nope', code: 'x' }]))).toBeNull();
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });

  it('reads prices in reais only for a paid event, naming text that is no amount', () => {
    expect(validateStep2({ ...filled, isPaid: false, priceMin: 'grátis' })).toEqual({});
    expect(validateStep2({ ...filled, isPaid: true, priceMin: 'dez' })).toEqual({
      priceMinCents: 'validation.event.price.invalid',
    });
    expect(validateStep2({ ...filled, isPaid: true, priceMin: '50', priceMax: '20' })).toEqual({
      priceMaxCents: 'validation.event.price.range',
    });
    const built = buildEventInput({ ...filled, isPaid: true, priceMin: '1.234,5' }, true);
    expect(built.ok && built.input.priceMinCents).toBe(123450);
  });

  it('names every missing field at once, even with other problems in the form', () => {
    const built = buildEventInput({ ...filled, name: 'x', eventType: 'hibrido', accessLink: '' }, false);
    expect(built.ok).toBe(false);
    expect(!built.ok && built.errors).toEqual({
      name: 'validation.event.name.too_short',
      locationId: 'validation.event.location.required',
      accessLink: 'validation.event.access_link.required',
    });
  });

  it('adds tags lower-case, without #, repeats or empty ones, 10 at most', () => {
    expect(addTags(['samba'], '#Forró, samba ,  ')).toEqual({ tags: ['samba', 'forró'] });
    expect(addTags([], 'a')).toEqual({ error: 'validation.event.tags.invalid' });
    const ten = Array.from({ length: 10 }, (_, i) => `tag${i}`);
    expect(addTags(ten, 'outra')).toEqual({ error: 'validation.event.tags.too_many' });
  });

  it('shows stored prices in reais as people type them', () => {
    expect(centsToPriceText(2550)).toBe('25,50');
    expect(centsToPriceText(123456)).toBe('1.234,56');
    expect(centsToPriceText(null)).toBe('');
  });
});
