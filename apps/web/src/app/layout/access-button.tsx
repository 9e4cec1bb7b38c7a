import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/button.tsx';

/** 'Acesso': the visitor's way to sign in or sign up (/auth). */
export function AccessButton({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  return (
    <Link to="/auth" className={buttonClasses('primary', 'compact', `shrink-0 ${className ?? ''}`)}>
      <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('access')}
    </Link>
  );
}
