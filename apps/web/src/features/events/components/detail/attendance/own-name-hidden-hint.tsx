import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** For someone going whose name the others do not see: says so, with the way to change it. */
export function OwnNameHiddenHint() {
  const { t } = useTranslation('eventDetails');
  return (
    <p className="flex items-center gap-1.5 text-on-surface-variant text-xs">
      <EyeOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {t('attendance.fellows.hiddenHint')}{' '}
        <Link to="/security-privacy" className="font-medium text-primary underline underline-offset-2">
          {t('attendance.fellows.change')}
        </Link>
      </span>
    </p>
  );
}
