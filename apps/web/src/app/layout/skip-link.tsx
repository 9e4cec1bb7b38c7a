import { useTranslation } from 'react-i18next';

/** First stop for keyboard users: jumps past the bars to the page. */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-2 focus:z-50 focus:rounded-full focus:bg-primary focus:px-4 focus:py-3 focus:text-on-primary"
    >
      {t('skipToContent')}
    </a>
  );
}
