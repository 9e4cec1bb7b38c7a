import type { Comment } from '@eventos/domain';

/** A piece of a comment's text: plain text, an http(s) link, or an @mention the server resolved. */
export type CommentToken =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; username: string };

// A URL runs to the next space; `@name` starts a mention where it does not continue a word or an
// e-mail address.
const PATTERN = /https?:\/\/[^\s<>"'`]+|(?<![\p{L}\p{N}_.@])@[a-z0-9._]+/giu;
const TRAILING_PUNCTUATION = /[.,;:!?'"…»)\]}]+$/u;

/** The URL without the punctuation that ends the sentence around it (a ")" it opened stays). */
function trimUrl(raw: string): string {
  let url = raw;
  while (TRAILING_PUNCTUATION.test(url)) {
    const last = url.at(-1) ?? '';
    if (last === ')' && (url.match(/\(/g)?.length ?? 0) >= (url.match(/\)/g)?.length ?? 0)) break;
    url = url.slice(0, -1);
  }
  return url;
}

/** An absolute http(s) address, or null for anything else (javascript:, data:, a broken URL). */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a comment's plain text into text, http(s) links and the @usernames listed in `mentions`
 * (any other @word stays text). The text is never read as HTML: the pieces are shown as text nodes.
 */
export function tokenizeComment(body: string, mentions: Comment['mentions']): CommentToken[] {
  const known = new Set(mentions.map((m) => m.username.toLowerCase()));
  const tokens: CommentToken[] = [];
  let plain = '';
  let last = 0;
  const flush = () => {
    if (plain) tokens.push({ kind: 'text', text: plain });
    plain = '';
  };
  for (const match of body.matchAll(PATTERN)) {
    const start = match.index ?? 0;
    plain += body.slice(last, start);
    const raw = match[0];
    if (raw.startsWith('@')) {
      const username = raw.slice(1).replace(/\.+$/, '');
      const text = `@${username}`;
      if (known.has(username.toLowerCase())) {
        flush();
        tokens.push({ kind: 'mention', text, username: username.toLowerCase() });
        plain = raw.slice(text.length);
      } else plain += raw;
      last = start + raw.length;
      continue;
    }
    const url = trimUrl(raw);
    const href = safeHref(url);
    if (href) {
      flush();
      tokens.push({ kind: 'link', text: url, href });
      plain = raw.slice(url.length);
    } else plain += raw;
    last = start + raw.length;
  }
  plain += body.slice(last);
  flush();
  return tokens;
}
