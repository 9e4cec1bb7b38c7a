import { describe, expect, it } from 'vitest';
import { fullName, initials } from './person-name.ts';

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
});
