import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/button.tsx';

/** Goes back in history; on a page opened directly (no history here), goes to `fallback`. */
export function BackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key === 'default') void navigate(fallback);
    else void navigate(-1);
  };
  return (
    <Button variant="ghost" size="icon" onClick={goBack} aria-label={t('back')} className="shrink-0">
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
    </Button>
  );
}
