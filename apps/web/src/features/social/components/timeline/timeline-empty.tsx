import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import { StatusMessage } from '../../../../ui/status-message.tsx';

/** Nothing on the timeline yet: it fills up with friends, so it leads to the friends tab. */
export function TimelineEmpty() {
  const { t } = useTranslation('social');
  return (
    <StatusMessage
      icon={<Newspaper aria-hidden="true" className="size-10 text-primary" />}
      title={t('timeline.empty.title')}
      description={t('timeline.empty.message')}
      action={
        <Link to="/social?tab=friends" className={buttonClasses('primary')}>
          {t('timeline.empty.action')}
        </Link>
      }
    />
  );
}
