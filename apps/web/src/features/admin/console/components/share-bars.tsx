import { useTranslation } from 'react-i18next';
import { shareOf } from '../lib/share.ts';
import { useFormatNumber } from '../lib/use-format-number.ts';

interface ShareBarsProps {
  /** Key prefix of each value's name in `adminConsole` ('pwa.displayModes'). */
  labels: string;
  values: readonly string[];
  counts: readonly { value: string; count: number }[];
  total: number;
}

/** Each value's share of the total as a row: name, a bar, the percent and the count (every value, zeros too). */
export function ShareBars({ labels, values, counts, total }: ShareBarsProps) {
  const { t } = useTranslation('adminConsole');
  const n = useFormatNumber();
  return (
    <dl className="flex flex-col gap-3">
      {values.map((value) => {
        const count = counts.find((item) => item.value === value)?.count ?? 0;
        const share = shareOf(count, total);
        return (
          <div key={value} className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <dt className="text-on-surface">{t(`${labels}.${value}`)}</dt>
              <dd className="text-on-surface-variant tabular-nums">
                {t('pwa.shareValue', { percent: n.percent(share), count: n.count(count) })}
              </dd>
            </div>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-on-surface/8">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${Math.round(share * 100)}%` }}
              />
            </div>
          </div>
        );
      })}
    </dl>
  );
}
