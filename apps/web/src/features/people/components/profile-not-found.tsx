import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';

/**
 * The same page for someone who does not exist and for someone blocked either way, so a block
 * cannot be told from an unknown name.
 */
export function ProfileNotFound({ username }: { username: string }) {
  const { t } = useTranslation('people');
  return (
    <StatusMessage
      titleAs="h1"
      icon={<UserX aria-hidden="true" className="size-10" />}
      title={t('profile.notFoundTitle')}
      description={t('profile.notFoundText', { username })}
      action={
        <Link to="/events" className={buttonClasses('primary')}>
          {t('profile.toEvents')}
        </Link>
      }
    />
  );
}
