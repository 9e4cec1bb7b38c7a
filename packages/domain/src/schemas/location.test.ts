import { describe, expect, it } from 'vitest';
import { apiMessage } from '../catalogue/api-messages.ts';
import { sampleVenueInput } from '../testing/sample-inputs.ts';
import { locationFormSchema, locationInputSchema, publicLocationSearchSchema } from './location.ts';

/** The required fields only. */
const { reference: _r, additionalInfo: _a, howToGetThere: _h, parkingInfo: _p, ...valid } = sampleVenueInput;

const messageFor = (
  schema: typeof locationFormSchema | typeof locationInputSchema,
  input: unknown,
  path: string,
) => {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const issue = result.error.issues.find((i) => i.path.join('.') === path);
  return issue ? apiMessage(issue.message) : undefined;
};

describe('location form (spec §5 Location)', () => {
  it.each([
    ['name', 'ab', 'Nome do local deve ter no mínimo 3 caracteres'],
    ['name', '   ab   ', 'Nome do local deve ter no mínimo 3 caracteres'],
    ['postalCode', '0100-2000', 'CEP inválido'],
    ['postalCode', '0100200', 'CEP inválido'],
    ['postalCode', '01002--000', 'CEP inválido'],
    ['address', 'Rua', 'Endereço deve ter no mínimo 5 caracteres'],
    ['number', '', 'Número é obrigatório'],
    ['country', 'B', 'País é obrigatório'],
    ['state', 'S', 'Estado é obrigatório'],
    ['city', 'X', 'Cidade é obrigatória'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageFor(locationFormSchema, { ...valid, [field]: value }, field)).toBe(message);
    expect(messageFor(locationInputSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it('accepts a CEP with or without its hyphen, and the minimum lengths', () => {
    for (const postalCode of ['01002-000', '01002000']) {
      expect(locationFormSchema.safeParse({ ...valid, postalCode }).success).toBe(true);
    }
    const minimal = {
      ...valid,
      name: 'Bar',
      address: 'Rua A',
      number: '1',
      country: 'BR',
      state: 'RJ',
      city: 'Rio',
    };
    expect(locationInputSchema.safeParse(minimal).success).toBe(true);
  });

  it('defaults is_public to false and the other fields to empty', () => {
    const parsed = locationFormSchema.parse({ ...valid, latitude: undefined, longitude: undefined });
    expect(parsed.isPublic).toBe(false);
    expect(parsed.accessibilityOptions).toEqual([]);
    expect(parsed.reference).toBeUndefined();
  });

  it('lets the form go without coordinates but not a submit', () => {
    const { latitude: _lat, longitude: _lon, ...withoutPoint } = valid;
    expect(locationFormSchema.safeParse(withoutPoint).success).toBe(true);
    const text =
      'Não foi possível obter a latitude/longitude do local selecionado. Preencha o endereço corretamente ou escolha outro local.';
    expect(messageFor(locationInputSchema, withoutPoint, 'latitude')).toBe(text);
    expect(messageFor(locationInputSchema, withoutPoint, 'longitude')).toBe(text);
    expect(messageFor(locationInputSchema, { ...valid, latitude: 91 }, 'latitude')).toBe(text);
  });

  it('refuses over-long texts and unknown accessibility ids', () => {
    expect(messageFor(locationInputSchema, { ...valid, reference: 'x'.repeat(201) }, 'reference')).toBe(
      'Texto longo demais para este campo.',
    );
    expect(
      messageFor(
        locationInputSchema,
        { ...valid, accessibilityOptions: ['rampa'] },
        'accessibilityOptions.0',
      ),
    ).toBe('Opção de acessibilidade inválida.');
  });
});

describe('public venue search query', () => {
  it('defaults to 5 and allows up to 20', () => {
    expect(publicLocationSearchSchema.parse({ q: 'sesc' }).limit).toBe(5);
    expect(publicLocationSearchSchema.parse({ limit: '20' }).limit).toBe(20);
    expect(publicLocationSearchSchema.safeParse({ limit: '21' }).success).toBe(false);
    expect(publicLocationSearchSchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
