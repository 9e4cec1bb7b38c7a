import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';

/** 'Seu perfil está incompleto.' with the way to finish it. */
export function ProfileIncompleteNotice() {
  const { t } = useTranslation('profile');
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl bg-warning-container p-4 text-on-warning-container tablet:flex-row tablet:items-center tablet:justify-between"
    >
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          {t('incomplete.title')} <span className="font-normal">{t('incomplete.text')}</span>
        </span>
      </p>
      <Link
        to="/complete-profile?redirect=%2Fprofile"
        className={buttonClasses('primary', 'compact', 'shrink-0')}
      >
        {t('incomplete.action')}
      </Link>
    </div>
  );
}
