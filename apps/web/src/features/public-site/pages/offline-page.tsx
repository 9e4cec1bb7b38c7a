import { isInternalPath } from '@eventos/domain';
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';

/**
 * Where "Tentar novamente" goes: back to the page the service worker could not open offline
 * (`?from=`, a path of this app only), else this page again.
 */
export function retryTarget(from: string | null): string | null {
  return isInternalPath(from) && !/^\/offline(?:[/?#]|$)/.test(from) ? from : null;
}

/** /offline — shown when there is no connection; says what still works and lets the user retry. */
export function OfflinePage() {
  const { t } = useTranslation('help');
  const [params] = useSearchParams();
  const target = retryTarget(params.get('from'));
  const retry = () => (target ? window.location.assign(target) : window.location.reload());
  usePageMeta(t('offline.title'), t('offline.description'));
  const tips = t('offline.tips', { returnObjects: true }) as string[];

  return (
    <section
      aria-labelledby="offline-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center"
    >
      <WifiOff aria-hidden="true" className="size-12 text-primary" />
      <h1 id="offline-title" className="font-bold text-3xl text-on-background tracking-tight">
        {t('offline.title')}
      </h1>
      <p className="text-lg text-on-surface-variant">{t('offline.lead')}</p>
      <ul className="flex list-disc flex-col gap-1.5 ps-6 text-start text-on-surface">
        {(Array.isArray(tips) ? tips : []).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>{t('offline.retry')}</Button>
        <Link to="/" className={buttonClasses('outline')}>
          {t('offline.home')}
        </Link>
      </div>
    </section>
  );
}
