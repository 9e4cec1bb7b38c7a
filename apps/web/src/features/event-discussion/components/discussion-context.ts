import type { Comment } from '@eventos/domain';
import { createContext, useContext } from 'react';

/** What every comment of one discussion needs to know and do. */
export interface DiscussionContextValue {
  eventId: string;
  /** The signed-in reader's id or 'visitor'. */
  viewer: string;
  /** The reader may write now (signed in, discussion open, no block). */
  canComment: boolean;
  /** The comment the page's anchor points at, ringed for a moment. */
  highlightedId: string | null;
  /** Opens the reply box under the thread of `comment`, prefilled with "@username ". */
  reply: (comment: Comment) => void;
  /** Opens the report dialog for `comment`. */
  report: (comment: Comment) => void;
}

export const DiscussionContext = createContext<DiscussionContextValue | null>(null);

export function useDiscussion(): DiscussionContextValue {
  const value = useContext(DiscussionContext);
  if (!value) throw new Error('useDiscussion outside an event discussion');
  return value;
}
