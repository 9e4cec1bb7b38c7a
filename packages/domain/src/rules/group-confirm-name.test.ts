import { describe, expect, it } from 'vitest';
import { groupNameConfirmed } from './group-confirm-name.ts';

describe('groupNameConfirmed', () => {
  it('takes the name as written, whatever the case and the spaces around and inside it', () => {
    expect(groupNameConfirmed('Samba do Morro', 'Samba do Morro')).toBe(true);
    expect(groupNameConfirmed('  samba DO morro ', 'Samba do Morro')).toBe(true);
    expect(groupNameConfirmed('samba  do\tmorro', 'Samba do Morro')).toBe(true);
    expect(groupNameConfirmed('ÁGUA VIVA', 'água viva')).toBe(true);
  });

  it('minds accents, but not how an accent was typed', () => {
    expect(groupNameConfirmed('Sao Paulo Corre', 'São Paulo Corre')).toBe(false);
    expect(groupNameConfirmed('Sa\u0303o Paulo Corre', 'São Paulo Corre')).toBe(true);
  });

  it('refuses another name, a part of it and an empty text', () => {
    expect(groupNameConfirmed('Samba do', 'Samba do Morro')).toBe(false);
    expect(groupNameConfirmed('Samba do Morro!', 'Samba do Morro')).toBe(false);
    expect(groupNameConfirmed('', 'Samba do Morro')).toBe(false);
    expect(groupNameConfirmed('', '   ')).toBe(false);
  });
});
