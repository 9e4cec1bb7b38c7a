import { describe, expect, it } from 'vitest';
import { makeGroupDetail } from '../testing/group-fixtures.ts';
import { buildGroupInput, EMPTY_GROUP_FORM, groupToFormValues } from './group-form-values.ts';

describe('group form values', () => {
  it('names every field the contract refuses, with its message code', () => {
    const built = buildGroupInput({ ...EMPTY_GROUP_FORM, name: 'ab', city: 'x'.repeat(81) });
    expect(built).toEqual({
      ok: false,
      errors: {
        name: 'validation.group.name.too_short',
        category: 'validation.group.category.required',
        city: 'validation.group.city.too_long',
      },
    });
  });

  it('sends blanks as null and keeps the visibility', () => {
    const built = buildGroupInput({
      ...EMPTY_GROUP_FORM,
      name: '  Corredores da Orla ',
      category: 'sports_fitness',
      visibility: 'private',
    });
    expect(built).toEqual({
      ok: true,
      input: {
        name: 'Corredores da Orla',
        description: null,
        category: 'sports_fitness',
        city: null,
        visibility: 'private',
      },
    });
  });

  it('starts the edit form from the stored group; a legacy category is chosen again', () => {
    const values = groupToFormValues(makeGroupDetail({ category: 'music', city: null, description: null }));
    expect(values).toMatchObject({ category: '', city: '', description: '' });
  });
});
