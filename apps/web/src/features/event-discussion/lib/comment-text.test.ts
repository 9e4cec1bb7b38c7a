import { describe, expect, it } from 'vitest';
import { tokenizeComment } from './comment-text.ts';

const ana = { id: '50000000-0000-4000-8000-000000000001', username: 'ana' };

describe('tokenizeComment', () => {
  it('links http(s) addresses without the punctuation that ends the sentence', () => {
    expect(tokenizeComment('Ingressos em https://exemplo.com/samba?x=1, ou (http://a.b/c_(d)).', [])).toEqual(
      [
        { kind: 'text', text: 'Ingressos em ' },
        { kind: 'link', text: 'https://exemplo.com/samba?x=1', href: 'https://exemplo.com/samba?x=1' },
        { kind: 'text', text: ', ou (' },
        { kind: 'link', text: 'http://a.b/c_(d)', href: 'http://a.b/c_(d)' },
        { kind: 'text', text: ').' },
      ],
    );
  });

  it('links only the @usernames the server resolved, not e-mails or others', () => {
    expect(tokenizeComment('Oi @Ana. Fala com @bruno ou ana@exemplo.com', [ana])).toEqual([
      { kind: 'text', text: 'Oi ' },
      { kind: 'mention', text: '@Ana', username: 'ana' },
      { kind: 'text', text: '. Fala com @bruno ou ana@exemplo.com' },
    ]);
  });

  it('keeps line breaks in the text', () => {
    expect(tokenizeComment('linha 1\nlinha 2', [])).toEqual([{ kind: 'text', text: 'linha 1\nlinha 2' }]);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">clique</a>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '<svg onload=alert(1)>',
  ])('leaves %s as text', (payload) => {
    const tokens = tokenizeComment(payload, [ana]);
    expect(tokens.filter((t) => t.kind !== 'text')).toEqual([]);
    expect(tokens.map((t) => t.text).join('')).toBe(payload);
  });

  it('never turns a quote or an angle bracket into part of a link', () => {
    const tokens = tokenizeComment('https://ok.example/"onmouseover="alert(1)<b>', []);
    expect(tokens[0]).toEqual({ kind: 'link', text: 'https://ok.example/', href: 'https://ok.example/' });
    expect(tokens.map((t) => t.text).join('')).toBe('https://ok.example/"onmouseover="alert(1)<b>');
  });
});
