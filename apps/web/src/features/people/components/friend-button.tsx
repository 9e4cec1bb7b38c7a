import type { Relationship } from '@eventos/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, UserCheck, UserMinus, UserPlus, UserX, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { useRelationshipChange } from '../lib/use-relationship-change.ts';
import { useShownRelationship } from '../lib/use-shown-relationship.ts';
import { useSignInHref } from '../lib/use-sign-in-href.ts';
import { useViewer } from '../lib/use-viewer.ts';
import { MENU_CONTENT, MENU_ITEM } from './menu-styles.ts';

export interface FriendButtonProps {
  /** The other person. */
  person: { id: string; name: string };
  /** How the caller stands with them; null for a visitor (then it leads to /auth) or the caller. */
  relationship: Relationship | null;
  /** 'compact' in lists. */
  size?: 'md' | 'compact';
  /** Told the new relationship after each change. */
  onChange?: (relationship: Relationship) => void;
}

/**
 * The friendship button for where the caller stands: Adicionar amigo, Cancelar pedido, Aceitar and
 * Recusar, or Amigos ▾ (a menu with Desfazer amizade). Disabled, with the reason beside it, when
 * the person's setting does not let the caller ask; nothing when the caller blocked them.
 */
export function FriendButton({ person, relationship, size = 'md', onChange }: FriendButtonProps) {
  const { t, i18n } = useTranslation('people');
  const viewer = useViewer();
  const signIn = useSignInHref();
  const reasonId = useId();
  const [shown, setShown] = useShownRelationship(relationship);
  const { run, pending } = useRelationshipChange(person, shown, (next) => {
    setShown(next);
    onChange?.(next);
  });

  if (!shown) {
    if (viewer !== 'visitor') return null;
    return (
      <Link to={signIn} className={buttonClasses('primary', size)}>
        <UserPlus aria-hidden="true" className="size-4" />
        {t('friend.add')}
      </Link>
    );
  }
  if (shown.blocked) return null;

  switch (shown.friendship) {
    case 'friends':
      return (
        <DropdownMenu.Root dir={i18n.dir(i18n.resolvedLanguage ?? i18n.language)}>
          <DropdownMenu.Trigger
            disabled={pending}
            aria-label={t('friend.menuFor', { name: person.name })}
            className={buttonClasses('outline', size)}
          >
            <UserCheck aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{t('friend.friends')}</span>
            <ChevronDown aria-hidden="true" className="size-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} collisionPadding={8} className={MENU_CONTENT}>
              <DropdownMenu.Item className={cn(MENU_ITEM, 'text-error')} onSelect={() => run('unfriend')}>
                <UserMinus aria-hidden="true" className="size-4" />
                {t('friend.unfriend')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      );
    case 'request_sent':
      return (
        <Button variant="outline" size={size} onClick={() => run('unfriend')} disabled={pending}>
          <UserX aria-hidden="true" className="size-4" />
          {t('friend.cancel')}
        </Button>
      );
    case 'request_received':
      return (
        <span className="inline-flex flex-wrap gap-2">
          <Button
            size={size}
            onClick={() => run('befriend')}
            disabled={pending}
            aria-label={t('friend.acceptFrom', { name: person.name })}
          >
            <Check aria-hidden="true" className="size-4" />
            {t('friend.accept')}
          </Button>
          <Button
            variant="outline"
            size={size}
            onClick={() => run('unfriend')}
            disabled={pending}
            aria-label={t('friend.declineFrom', { name: person.name })}
          >
            <X aria-hidden="true" className="size-4" />
            {t('friend.decline')}
          </Button>
        </span>
      );
    default:
      return shown.canRequest ? (
        <Button size={size} onClick={() => run('befriend')} disabled={pending}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('friend.add')}
        </Button>
      ) : (
        <span className="inline-flex max-w-64 flex-col gap-1">
          <Button size={size} disabled aria-describedby={reasonId}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('friend.add')}
          </Button>
          <span id={reasonId} className="text-on-surface-variant text-xs">
            {t('friend.notAllowed', { name: person.name })}
          </span>
        </span>
      );
  }
}
