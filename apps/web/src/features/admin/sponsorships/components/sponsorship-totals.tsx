import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusMessage } from '../../../../ui/status-message.tsx';
import { ListState } from '../../../people/components/list-state.tsx';
import { useSponsorshipTotals } from '../api/use-admin-sponsorships.ts';
import { formatMonth } from '../lib/format-month.ts';
import { useFormatMoney } from '../lib/use-format-money.ts';

const NAMESPACES = ['adminSponsorships', 'fields'] as const;
const cell = 'whitespace-nowrap px-4 py-2 text-end text-on-surface tabular-nums';

/** Approved and ended sponsorships summed per event and per month, each table in its own scroll box. */
export function SponsorshipTotals() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = useFormatMoney();
  const totals = useSponsorshipTotals();
  if (!totals.data)
    return (
      <ListState
        namespaces={NAMESPACES}
        error={totals.error}
        isError={totals.isError}
        retrying={totals.isFetching}
        onRetry={() => void totals.refetch()}
        errorTitle={t('totals.error')}
      />
    );
  const count = (n: number) => n.toLocaleString(language);
  const { perEvent, perMonth } = totals.data;

  return (
    <div className="flex flex-col gap-6">
      <TotalsTable
        title={t('totals.perEvent')}
        first={t('totals.event')}
        empty={t('totals.empty')}
        heads={[t('totals.count'), t('totals.total')]}
        rows={perEvent.map((row) => ({
          key: row.event.id,
          head: (
            <Link
              to={`/events/${row.event.slug}`}
              dir="auto"
              className="break-words text-primary underline underline-offset-2"
            >
              {row.event.name}
            </Link>
          ),
          count: count(row.count),
          total: money(row.amountCents),
        }))}
      />
      <TotalsTable
        title={t('totals.perMonth')}
        first={t('totals.month')}
        empty={t('totals.empty')}
        heads={[t('totals.count'), t('totals.total')]}
        rows={perMonth.map((row) => ({
          key: row.month,
          head: <time dateTime={row.month}>{formatMonth(row.month, language)}</time>,
          count: count(row.count),
          total: money(row.amountCents),
        }))}
      />
    </div>
  );
}

interface TotalsTableProps {
  title: string;
  first: string;
  heads: string[];
  rows: { key: string; head: ReactNode; count: string; total: string }[];
  empty: string;
}

/** A captioned table that scrolls sideways inside its own box on a narrow screen, never the page. */
function TotalsTable({ title, first, heads, rows, empty }: TotalsTableProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="font-semibold text-lg text-on-surface">
        {title}
      </h3>
      {rows.length === 0 ? (
        <StatusMessage role="status" title={empty} className="py-6" />
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways has to take focus
          tabIndex={0}
          aria-labelledby={id}
          className="max-w-full overflow-x-auto rounded-2xl border border-outline-variant"
        >
          <table className="w-full min-w-md border-collapse text-sm">
            <thead className="bg-surface-variant/60 text-on-surface-variant">
              <tr>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {first}
                </th>
                {heads.map((head) => (
                  <th key={head} scope="col" className="px-4 py-2 text-end font-medium">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-outline-variant/60">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="px-4 py-2 text-start font-normal text-on-surface">
                    {row.head}
                  </th>
                  <td className={cell}>{row.count}</td>
                  <td className={cell}>{row.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
