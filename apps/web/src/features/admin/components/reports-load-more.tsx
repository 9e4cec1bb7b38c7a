import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';

interface ReportsLoadMoreProps {
  hasNextPage: boolean;
  isFetching: boolean;
  onLoadMore: () => void;
}

/** "Carregar mais" under a keyset list while there is a next page. */
export function ReportsLoadMore({ hasNextPage, isFetching, onLoadMore }: ReportsLoadMoreProps) {
  const { t } = useTranslation('admin');
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center py-2">
      <Button variant="outline" onClick={onLoadMore} disabled={isFetching} aria-busy={isFetching}>
        {isFetching ? <Spinner size="sm" /> : null}
        {isFetching ? t('common:loading') : t('reports.loadMore')}
      </Button>
    </div>
  );
}
