import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';

interface LoadMoreButtonProps {
  hasNextPage: boolean;
  isFetching: boolean;
  onLoadMore: () => void;
}

/** "Carregar mais" under a keyset list while there is a next page. */
export function LoadMoreButton({ hasNextPage, isFetching, onLoadMore }: LoadMoreButtonProps) {
  const { t } = useTranslation(['groups', 'common']);
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center py-6">
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
