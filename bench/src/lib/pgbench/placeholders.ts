/**
 * Walks SQL text and hands each `$n` parameter placeholder to `replace`, leaving string constants,
 * quoted identifiers, comments and dollar-quoted bodies alone.
 */
export function replacePlaceholders(text: string, replace: (index: number) => string): string {
  let out = '';
  let i = 0;
  const copyUntil = (end: number) => {
    out += text.slice(i, end);
    i = end;
  };
  while (i < text.length) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === "'") {
      // E'…' takes backslash escapes; a standard string only doubles its quotes.
      const escapes = i > 0 && /[eE]/.test(text[i - 1] ?? '') && !/\w/.test(text[i - 2] ?? '');
      copyUntil(endOfQuoted(text, i, "'", escapes));
    } else if (ch === '"') {
      copyUntil(endOfQuoted(text, i, '"', false));
    } else if (ch === '-' && next === '-') {
      const newline = text.indexOf('\n', i);
      copyUntil(newline < 0 ? text.length : newline + 1);
    } else if (ch === '/' && next === '*') {
      copyUntil(endOfBlockComment(text, i));
    } else if (ch === '$' && next !== undefined && /\d/.test(next) && !/\w/.test(text[i - 1] ?? '')) {
      const digits = /^\d+/.exec(text.slice(i + 1))?.[0] ?? '';
      out += replace(Number(digits));
      i += 1 + digits.length;
    } else if (ch === '$') {
      const tag = /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(text.slice(i))?.[0];
      const close = tag && !/\w/.test(text[i - 1] ?? '') ? text.indexOf(tag, i + tag.length) : -1;
      copyUntil(tag && close >= 0 ? close + tag.length : i + 1);
    } else {
      copyUntil(i + 1);
    }
  }
  return out;
}

function endOfQuoted(text: string, start: number, quote: string, escapes: boolean): number {
  for (let i = start + 1; i < text.length; i++) {
    if (escapes && text[i] === '\\') i++;
    else if (text[i] === quote) {
      if (text[i + 1] !== quote) return i + 1;
      i++;
    }
  }
  return text.length;
}

function endOfBlockComment(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length - 1; i++) {
    if (text[i] === '/' && text[i + 1] === '*') {
      depth++;
      i++;
    } else if (text[i] === '*' && text[i + 1] === '/') {
      depth--;
      i++;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}
