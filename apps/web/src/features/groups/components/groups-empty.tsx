import { isPageBuilt } from '@eventos/domain';
import { Plus, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSignedIn, useSession } from '../../../lib/session/session-context.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';

/** "Criar grupo" for a signed-in person, once the page to create one exists. */
export function CreateGroupLink({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  const { t } = useTranslation('groups');
  const session = useSession();
  if (!isSignedIn(session) || !isPageBuilt('/groups/create')) return null;
  return (
    <Link to="/groups/create" className={buttonClasses(variant)}>
      <Plus aria-hidden="true" className="size-4" />
      {t('list.create')}
    </Link>
  );
}

/**
 * 'Nenhum grupo encontrado': with filters, a way to clear them; for a signed-in person, a way to
 * start the group that is missing.
 */
export function GroupsEmpty({ onClear }: { onClear?: (() => void) | undefined }) {
  const { t } = useTranslation('groups');
  let action: ReactNode = <CreateGroupLink />;
  if (onClear) {
    action = (
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onClear}>
          {t('filters.clear')}
        </Button>
        <CreateGroupLink />
      </div>
    );
  }
  return (
    <StatusMessage
      role="status"
      icon={<UsersRound aria-hidden="true" className="size-10 text-primary" />}
      title={t('list.empty.title')}
      description={t(onClear ? 'list.empty.filtered' : 'list.empty.message')}
      action={action}
    />
  );
}
