import type { Comment, CommentThread, DiscussionState, SocialPerson } from '@eventos/domain';
import { EVENT_ID } from '../../events/components/detail/testing/event-detail-fixture.ts';

export { EVENT_ID };

let sequence = 0;
/** A fresh comment id, in the order made. */
export const commentId = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makePerson(overrides: Partial<SocialPerson> = {}): SocialPerson {
  sequence += 1;
  return {
    id: `50000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    username: `pessoa${sequence}`,
    name: `Pessoa ${sequence}`,
    avatarUrl: null,
    city: null,
    ...overrides,
  };
}

export const ANA = makePerson({ username: 'ana', name: 'Ana Lima' });
export const BRUNO = makePerson({ username: 'bruno', name: 'Bruno Reis' });
/** The signed-in reader of the tests (meFixture's Joana). */
export const JOANA: SocialPerson = {
  id: '00000000-0000-4000-8000-0000000000a1',
  username: 'joana',
  name: 'Joana Souza',
  avatarUrl: null,
  city: null,
};

/** A visible top-level comment by Ana, one minute after the previous one made. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  sequence += 1;
  return {
    id: commentId(sequence),
    eventId: EVENT_ID,
    rootId: null,
    replyTo: null,
    author: ANA,
    body: `Comentário ${sequence}`,
    state: 'visible',
    hiddenBy: null,
    mentions: [],
    createdAt: new Date(Date.UTC(2026, 2, 1, 12, sequence)).toISOString(),
    editedAt: null,
    pinned: false,
    replyCount: 0,
    canEdit: false,
    canDelete: false,
    canModerate: false,
    canReport: false,
    ...overrides,
  };
}

export function makeThread(overrides: Partial<CommentThread> = {}): CommentThread {
  return { ...makeComment(overrides), replies: overrides.replies ?? [] };
}

export function makeDiscussion(overrides: Partial<DiscussionState> = {}): DiscussionState {
  return {
    closed: false,
    canComment: false,
    canModerate: false,
    notifyOrganizer: null,
    total: 0,
    ...overrides,
  };
}
