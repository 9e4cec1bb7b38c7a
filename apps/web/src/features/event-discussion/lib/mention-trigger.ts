import { COMMENT_LIMITS } from '@eventos/domain';

/** An @mention being typed: where its "@" is and the letters typed after it. */
export interface MentionTrigger {
  /** Index of the "@" in the text. */
  start: number;
  query: string;
}

const TYPING = /(?:^|[^\p{L}\p{N}_.@])@([a-z0-9._]*)$/iu;

/**
 * The @mention the caret is at the end of, or null: "@" at the start or after a space or
 * punctuation (not inside a word or an e-mail address), followed by username letters.
 */
export function mentionAt(text: string, caret: number): MentionTrigger | null {
  const before = text.slice(0, caret);
  const match = TYPING.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  if (query.length > COMMENT_LIMITS.mentionQuery.max) return null;
  return { start: caret - query.length - 1, query };
}

/** The text with the mention being typed replaced by "@username ", and where the caret goes. */
export function insertMention(
  text: string,
  trigger: MentionTrigger,
  username: string,
): { text: string; caret: number } {
  const end = trigger.start + 1 + trigger.query.length;
  const rest = text.slice(end).replace(/^\s/, '');
  const inserted = `@${username} `;
  return {
    text: `${text.slice(0, trigger.start)}${inserted}${rest}`,
    caret: trigger.start + inserted.length,
  };
}
