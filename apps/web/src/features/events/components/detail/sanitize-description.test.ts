import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description.ts';

describe('sanitizeDescription', () => {
  it('keeps formatting and links, opening links in a new tab', () => {
    const html = sanitizeDescription(
      '<p>Roda de <strong>samba</strong></p><ul><li>Cerveja</li></ul><a href="https://samba.example">site</a>',
    );
    expect(html).toContain('<strong>samba</strong>');
    expect(html).toContain('<li>Cerveja</li>');
    expect(html).toContain('href="https://samba.example"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('drops scripts, event handlers, styles, frames and javascript: links', () => {
    const html = sanitizeDescription(
      '<p style="color:red" onclick="x()">Oi</p><script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<iframe src="https://evil.example"></iframe><a href="javascript:alert(3)">clique</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|style=|iframe|javascript:|<img/i);
    expect(html).toContain('Oi');
    expect(html).toContain('clique');
  });
});
