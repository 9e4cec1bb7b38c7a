import type { Comment } from '@eventos/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical, Eye, EyeOff, Flag, Link2, Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { MENU_CONTENT, MENU_ITEM } from '../../people/components/menu-styles.ts';

/** What the menu of one comment can ask for. */
export type CommentMenuAction = 'copyLink' | 'edit' | 'delete' | 'pin' | 'unpin' | 'hide' | 'show' | 'report';

/** The actions the reader has on `comment`: the author's, the organiser's, and Denunciar. */
export function commentActions(comment: Comment): CommentMenuAction[] {
  const actions: CommentMenuAction[] = ['copyLink'];
  const shown = comment.state !== 'deleted' && comment.body !== null;
  if (comment.canEdit && comment.state === 'visible') actions.push('edit');
  if (comment.canDelete && comment.state !== 'deleted') actions.push('delete');
  if (comment.canModerate && shown && comment.rootId === null && comment.state === 'visible')
    actions.push(comment.pinned ? 'unpin' : 'pin');
  if (comment.canModerate && shown && comment.hiddenBy !== 'moderation')
    actions.push(comment.state === 'hidden' ? 'show' : 'hide');
  if (comment.canReport && comment.state === 'visible') actions.push('report');
  return actions;
}

const ICONS: Record<CommentMenuAction, ReactNode> = {
  copyLink: <Link2 aria-hidden="true" className="size-4" />,
  edit: <Pencil aria-hidden="true" className="size-4" />,
  delete: <Trash2 aria-hidden="true" className="size-4" />,
  pin: <Pin aria-hidden="true" className="size-4" />,
  unpin: <PinOff aria-hidden="true" className="size-4" />,
  hide: <EyeOff aria-hidden="true" className="size-4" />,
  show: <Eye aria-hidden="true" className="size-4" />,
  report: <Flag aria-hidden="true" className="size-4" />,
};

interface CommentMenuProps {
  comment: Comment;
  /** Whose comment, for the button's name ("Mais ações do comentário de Ana"). */
  authorName: string;
  disabled?: boolean;
  onAction: (action: CommentMenuAction) => void;
}

/** "Mais ações" of one comment (Radix DropdownMenu: arrows move, Escape closes). */
export function CommentMenu({ comment, authorName, disabled, onAction }: CommentMenuProps) {
  const { t, i18n } = useTranslation('eventDiscussion');
  const actions = commentActions(comment);
  return (
    <DropdownMenu.Root dir={i18n.dir(i18n.resolvedLanguage ?? i18n.language)}>
      <DropdownMenu.Trigger
        disabled={disabled}
        aria-label={t('menu.labelFor', { name: authorName })}
        className={buttonClasses('ghost', 'icon', 'text-on-surface-variant')}
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} collisionPadding={8} className={MENU_CONTENT}>
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action}
              className={cn(MENU_ITEM, (action === 'delete' || action === 'report') && 'text-error')}
              onSelect={() => onAction(action)}
            >
              {ICONS[action]}
              {t(`menu.${action}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
