import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html-escape.ts';

describe('escapeHtml', () => {
  it('escapes what could end an attribute or open a tag', () => {
    expect(escapeHtml(`"><img src=x onerror='alert(1)'> & co`)).toBe(
      '&quot;&gt;&lt;img src=x onerror=&#39;alert(1)&#39;&gt; &amp; co',
    );
  });
});

describe('jsonForScript', () => {
  it('never lets user text close the script or open a comment, and reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- a & b \u2028\u2029' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
