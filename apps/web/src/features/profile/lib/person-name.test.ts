import { describe, expect, it } from 'vitest';
import { fullName, initials, splitFullName } from './person-name.ts';

describe('person names', () => {
  it('joins first and last name, falling back to the username', () => {
    expect(fullName({ firstName: 'Maria', lastName: 'Silva' })).toBe('Maria Silva');
    expect(fullName({ firstName: null, lastName: null, username: 'maria' })).toBe('maria');
    expect(fullName({ firstName: ' ', lastName: null })).toBe('');
  });

  it('takes up to two initials', () => {
    expect(initials({ firstName: 'maria', lastName: 'Silva' })).toBe('MS');
    expect(initials({ firstName: null, lastName: null, username: 'zé' })).toBe('Z');
    expect(initials({ firstName: null, lastName: null })).toBe('');
  });

  it('splits the one name typed at sign-up into first name and the rest', () => {
    expect(splitFullName('  Maria   das Dores  Silva ')).toEqual({
      firstName: 'Maria',
      lastName: 'das Dores Silva',
    });
    expect(splitFullName('Zé')).toEqual({ firstName: 'Zé', lastName: '' });
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
    expect(splitFullName('maria@exemplo.com.br')).toEqual({ firstName: '', lastName: '' });
  });
});
