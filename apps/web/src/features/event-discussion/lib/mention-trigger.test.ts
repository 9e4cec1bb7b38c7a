import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt } from './mention-trigger.ts';

describe('mentionAt', () => {
  it('finds the @name the caret ends', () => {
    expect(mentionAt('Oi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('(@ana.l', 7)).toEqual({ start: 1, query: 'ana.l' });
  });

  it('ignores e-mail addresses, a finished name and a caret elsewhere', () => {
    expect(mentionAt('ana@exemplo', 11)).toBeNull();
    expect(mentionAt('@ana ', 5)).toBeNull();
    expect(mentionAt('@ana e mais', 11)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the typed name with "@username " and puts the caret after it', () => {
    expect(insertMention('Oi @an, tudo bem?', { start: 3, query: 'an' }, 'ana')).toEqual({
      text: 'Oi @ana , tudo bem?',
      caret: 8,
    });
    expect(insertMention('@b', { start: 0, query: 'b' }, 'bruno')).toEqual({ text: '@bruno ', caret: 7 });
  });
});
