import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadState } from '../../profile/components/load-state.tsx';
import { ListMore } from './list-more.tsx';

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  /** Said above "Tentar novamente" when the first page cannot be read. */
  loadErrorTitle: string;
  /** Shown instead of the list when there is nothing in it. */
  empty: ReactNode;
  listClassName: string;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Said above the list (or its empty state) once it has loaded: where the items came from. */
  notice?: ReactNode;
}

/** A keyset list of my events: loading or its error, the empty state, the items, "Carregar mais". */
export function PagedList<T>({
  query,
  loadErrorTitle,
  empty,
  listClassName,
  keyOf,
  render,
  notice,
}: PagedListProps<T>) {
  if (!query.data) {
    return <LoadState error={query.error} title={loadErrorTitle} onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return notice ? (
      <div className="flex flex-col gap-4">
        {notice}
        {empty}
      </div>
    ) : (
      empty
    );
  return (
    <div className="flex flex-col gap-4">
      {notice}
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      <ListMore
        hasNextPage={query.hasNextPage}
        isFetching={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}
