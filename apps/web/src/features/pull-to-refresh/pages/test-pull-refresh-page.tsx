import { PULL_TEST_REFRESH_DELAY_MS } from '@eventos/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PullToRefresh } from '../components/pull-to-refresh.tsx';
import { wait } from '../lib/default-refresh.ts';

/** /test-pull-refresh — shows pull-to-refresh at work: each refresh (800 ms) adds one to the counter. */
export function TestPullRefreshPage() {
  const { t } = useTranslation('preferences');
  const [count, setCount] = useState(0);

  useEffect(() => {
    document.title = `${t('pullToRefresh.testPage.title')} · Eventos`;
  }, [t]);

  const refresh = useCallback(async () => {
    await wait(PULL_TEST_REFRESH_DELAY_MS);
    setCount((value) => value + 1);
  }, []);

  return (
    <PullToRefresh onRefresh={refresh}>
      <section aria-labelledby="pull-test-title" className="mx-auto flex max-w-xl flex-col gap-4 py-4">
        <h1 id="pull-test-title" className="font-bold text-3xl text-on-background tracking-tight">
          {t('pullToRefresh.testPage.title')}
        </h1>
        <p className="text-on-surface-variant">{t('pullToRefresh.testPage.description')}</p>
        <p
          className="rounded-xl border border-outline-variant bg-surface p-6 text-center font-semibold text-2xl text-on-surface"
          aria-live="polite"
          data-testid="refresh-counter"
        >
          {t('pullToRefresh.testPage.counter', { count })}
        </p>
      </section>
    </PullToRefresh>
  );
}
