import { COMMENT_ORDERS, type CommentOrder } from '@eventos/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DiscussionHeaderProps {
  /** Comments the reader may see, replies included; null while unknown (0 says nothing: the list does). */
  total: number | null;
  order: CommentOrder;
  onOrderChange: (order: CommentOrder) => void;
}

/** "Comentários", how many, and the order they are read in. */
export function DiscussionHeader({ total, order, onOrderChange }: DiscussionHeaderProps) {
  const { t } = useTranslation('eventDiscussion');
  const id = useId();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col">
        <h2 id="comments-title" className="font-semibold text-on-background text-xl">
          {t('title')}
        </h2>
        {total ? <p className="text-on-surface-variant text-sm">{t('count', { count: total })}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-on-surface-variant text-sm">
          {t('order.label')}
        </label>
        <select
          id={id}
          value={order}
          onChange={(event) => onOrderChange(event.target.value as CommentOrder)}
          className="min-h-11 cursor-pointer rounded-xl border border-outline bg-surface px-3 text-on-surface text-sm focus-visible:outline-2 focus-visible:outline-primary"
        >
          {COMMENT_ORDERS.map((value) => (
            <option key={value} value={value}>
              {t(`order.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
