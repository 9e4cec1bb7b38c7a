import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetching: boolean;
  onLoadMore: () => void;
  label: string;
}

/** "Carregar mais" under a keyset list while there is a next page. */
export function LoadMore({ hasNextPage, isFetching, onLoadMore, label }: LoadMoreProps) {
  const { t } = useTranslation('common');
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center py-4">
      <Button variant="outline" onClick={onLoadMore} disabled={isFetching} aria-busy={isFetching}>
        {isFetching ? (
          <>
            <Spinner size="sm" />
            {t('loading')}
          </>
        ) : (
          label
        )}
      </Button>
    </div>
  );
}
