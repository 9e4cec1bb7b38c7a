import type { Tx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { notify } from '../notifications/notify.ts';

/**
 * Who hears of a comment (ADR 0015), through the hub in the comment's transaction: the author
 * answered (`reply`), each person newly named (`mention`) and the organiser who hears of new
 * comments (`event`, text comment_new, linked to the comment). The definer functions already left
 * out the writer, anyone told twice and anyone across a block.
 */
export interface CommentNews {
  eventId: string;
  eventName: string;
  commentId: string;
  replyTo?: string | null;
  mentioned: readonly string[];
  organizer?: string | null;
}

export async function notifyCommentNews(tx: Tx, caller: Caller, news: CommentNews): Promise<void> {
  const metadata = {
    from: caller.userId,
    event_id: news.eventId,
    event_name: news.eventName,
    comment_id: news.commentId,
  };
  if (news.replyTo) await notify(tx, { recipients: [news.replyTo], type: 'reply', metadata });
  if (news.mentioned.length > 0) await notify(tx, { recipients: news.mentioned, type: 'mention', metadata });
  if (news.organizer)
    await notify(tx, {
      recipients: [news.organizer],
      type: 'event',
      text: { key: 'comment_new' },
      metadata: { ...metadata, link: `/events/${news.eventId}#comment-${news.commentId}` },
    });
}

/** A uuid[] as the driver answers it: an array, or Postgres's text form. */
export function uuidList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.length > 2)
    return value
      .slice(1, -1)
      .split(',')
      .filter((id) => id.length > 0);
  return [];
}
