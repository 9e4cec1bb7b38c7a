import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetching: boolean;
  onLoadMore: () => void;
}

/**
 * Infinite scroll: loads the next page when the sentinel nears the viewport. The button does the
 * same for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({ hasNextPage, isFetching, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation(['events', 'common']);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetching || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetching]);

  if (!hasNextPage) {
    return <p className="py-10 text-center text-on-surface-variant text-sm">{t('list.end')}</p>;
  }

  return (
    <div className="flex flex-col items-center py-8">
      <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
      <Button variant="outline" onClick={onLoadMore} disabled={isFetching} aria-busy={isFetching}>
        {isFetching ? (
          <>
            <Spinner size="sm" />
            {t('common:loading')}
          </>
        ) : (
          t('list.loadMore')
        )}
      </Button>
    </div>
  );
}
