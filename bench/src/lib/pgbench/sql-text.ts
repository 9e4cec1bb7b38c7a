/** A stretch of SQL text: code, or something whose content is not code (a constant, quoted name, comment). */
interface Segment {
  code: boolean;
  text: string;
}

/**
 * Cuts SQL text into code and the string constants, quoted identifiers, comments and dollar-quoted
 * bodies between it, so callers can look for `$n` or `;` in code only.
 */
function segments(text: string): Segment[] {
  const out: Segment[] = [];
  let codeStart = 0;
  let i = 0;
  const quoted = (end: number) => {
    if (i > codeStart) out.push({ code: true, text: text.slice(codeStart, i) });
    out.push({ code: false, text: text.slice(i, end) });
    i = end;
    codeStart = end;
  };
  while (i < text.length) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === "'") {
      // E'…' takes backslash escapes; a standard string only doubles its quotes.
      const escapes = i > 0 && /[eE]/.test(text[i - 1] ?? '') && !/\w/.test(text[i - 2] ?? '');
      quoted(endOfQuoted(text, i, "'", escapes));
    } else if (ch === '"') quoted(endOfQuoted(text, i, '"', false));
    else if (ch === '-' && next === '-') {
      const newline = text.indexOf('\n', i);
      quoted(newline < 0 ? text.length : newline + 1);
    } else if (ch === '/' && next === '*') quoted(endOfBlockComment(text, i));
    else if (ch === '$' && !/\w/.test(text[i - 1] ?? '')) {
      const tag = /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(text.slice(i))?.[0];
      const close = tag ? text.indexOf(tag, i + tag.length) : -1;
      if (tag && close >= 0) quoted(close + tag.length);
      else i++;
    } else i++;
  }
  if (text.length > codeStart) out.push({ code: true, text: text.slice(codeStart) });
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

/** Hands each `$n` parameter placeholder of the code to `replace`. */
export function replacePlaceholders(text: string, replace: (index: number) => string): string {
  return segments(text)
    .map((s) => (s.code ? s.text.replace(/(?<!\w)\$(\d+)/g, (_, n: string) => replace(Number(n))) : s.text))
    .join('');
}

/** The statements of a text holding several separated by `;` (as one Query message may), trimmed. */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (const s of segments(text)) {
    if (!s.code) {
      current += s.text;
      continue;
    }
    const parts = s.text.split(';');
    current += parts[0];
    for (const part of parts.slice(1)) {
      statements.push(current);
      current = part;
    }
  }
  statements.push(current);
  return statements.map((t) => t.trim()).filter((t) => t !== '');
}
