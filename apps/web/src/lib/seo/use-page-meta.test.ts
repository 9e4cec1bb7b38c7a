import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageMeta } from './use-page-meta.ts';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('usePageMeta', () => {
  it('titles pages "<Page> · Eventos" and the landing page "Eventos"', () => {
    expect(pageTitle('Ajuda')).toBe('Ajuda · Eventos');
    expect(pageTitle(undefined)).toBe('Eventos');
  });

  it('sets the document title and one description meta, updating it on change', () => {
    const { rerender } = renderHook(({ t, d }) => usePageMeta(t, d), {
      initialProps: { t: 'Sobre', d: 'O que é o Eventos.' },
    });
    expect(document.title).toBe('Sobre · Eventos');
    expect(description()).toBe('O que é o Eventos.');
    rerender({ t: 'Ajuda', d: 'Perguntas frequentes.' });
    expect(document.title).toBe('Ajuda · Eventos');
    expect(description()).toBe('Perguntas frequentes.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
