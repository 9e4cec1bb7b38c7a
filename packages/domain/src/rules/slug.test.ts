import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it('strips accents and lowercases', () => {
    expect(slugify('Feira de Empreendedorismo Criativo')).toBe('feira-de-empreendedorismo-criativo');
    expect(slugify('Ação Solidária na Praça')).toBe('acao-solidaria-na-praca');
    expect(slugify('CORAÇÃO DE São João')).toBe('coracao-de-sao-joao');
  });

  it('turns runs of symbols and spaces into one hyphen', () => {
    expect(slugify('Rock & Blues -- ao vivo!!')).toBe('rock-blues-ao-vivo');
    expect(slugify('Café/Chá: degustação (grátis)')).toBe('cafe-cha-degustacao-gratis');
    expect(slugify('Meetup   JS   2026')).toBe('meetup-js-2026');
  });

  it('trims hyphens at both ends', () => {
    expect(slugify('  --Roda de Samba--  ')).toBe('roda-de-samba');
    expect(slugify('!!!Olá!!!')).toBe('ola');
  });

  it('gives an empty slug when nothing alphanumeric remains', () => {
    expect(slugify('!!! ***')).toBe('');
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug as it is', () => {
    expect(uniqueSlug('roda-de-samba', () => false)).toBe('roda-de-samba');
  });

  it('appends -1, -2 … until the slug is free', () => {
    const taken = new Set(['roda-de-samba', 'roda-de-samba-1', 'roda-de-samba-2']);
    expect(uniqueSlug('roda-de-samba', (s) => taken.has(s))).toBe('roda-de-samba-3');
    expect(uniqueSlug('corrida', (s) => s === 'corrida')).toBe('corrida-1');
  });
});
