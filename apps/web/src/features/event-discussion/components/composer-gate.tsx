import type { Comment, DiscussionState } from '@eventos/domain';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { signInHref } from '../../groups/lib/group-links.ts';
import { CommentComposer } from './comment-composer.tsx';

interface ComposerGateProps {
  signedIn: boolean;
  /** Unknown while the first page loads. */
  discussion: DiscussionState | undefined;
  onPosted: (comment: Comment) => void;
}

/**
 * The new-comment box for whoever may write; "Entre para comentar" (back to the comments once
 * signed in) for a visitor; a line saying why not for someone who may not.
 */
export function ComposerGate({ signedIn, discussion, onPosted }: ComposerGateProps) {
  const { t } = useTranslation('eventDiscussion');
  const { pathname, search } = useLocation();
  if (!signedIn)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface-variant p-4">
        <p className="text-on-surface-variant text-sm">{t('signIn.text')}</p>
        <Link
          to={signInHref(`${pathname}${search}#comments`)}
          className={buttonClasses('outline', 'compact')}
        >
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('signIn.action')}
        </Link>
      </div>
    );
  if (!discussion) return null;
  // A closed discussion says so above; the server decides whether anyone may still write.
  if (!discussion.canComment)
    return discussion.closed ? null : <p className="text-on-surface-variant text-sm">{t('cannotComment')}</p>;
  return (
    <CommentComposer label={t('composer.label')} submitLabel={t('composer.submit')} onPosted={onPosted} />
  );
}
