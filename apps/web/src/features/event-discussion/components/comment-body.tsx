import type { Comment } from '@eventos/domain';
import { Link } from 'react-router';
import { tokenizeComment } from '../lib/comment-text.ts';

/**
 * A comment's text as text nodes: line breaks kept, http(s) addresses as links that open in a new
 * tab, and the @usernames the server resolved as links to their profiles. Nothing is read as HTML.
 */
export function CommentBody({ body, mentions }: { body: string; mentions: Comment['mentions'] }) {
  const tokens = tokenizeComment(body, mentions);
  return (
    <p dir="auto" className="whitespace-pre-line break-words text-on-surface">
      {tokens.map((token, index) => {
        const key = `${index}-${token.kind}`;
        if (token.kind === 'link')
          return (
            <a
              key={key}
              href={token.href}
              target="_blank"
              rel="nofollow ugc noopener noreferrer"
              className="break-all text-primary underline underline-offset-2"
            >
              {token.text}
            </a>
          );
        if (token.kind === 'mention')
          return (
            <Link
              key={key}
              to={`/user/${encodeURIComponent(token.username)}`}
              className="font-medium text-primary hover:underline"
            >
              {token.text}
            </Link>
          );
        return <span key={key}>{token.text}</span>;
      })}
    </p>
  );
}
