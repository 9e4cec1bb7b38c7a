import { useTranslation } from 'react-i18next';
import { ChartCard } from '../components/chart-card.tsx';
import { CheckInRing } from '../components/check-in-ring.tsx';

interface CheckInCardProps {
  rate: number | null;
  checkedIn: number;
  /** Seats taken: going + checked in. */
  seated: number;
  /** Whose rate this is, under the title (e.g. "your past events"). */
  lead?: string;
  /** What to say when nobody holds a seat. */
  none: string;
  className?: string;
}

/** The check-in rate as a ring, and in words: "50% de check-in: 6 de 12 pessoas com lugar". */
export function CheckInCard({ rate, checkedIn, seated, lead, none, className }: CheckInCardProps) {
  const { t, i18n } = useTranslation('organizerStats');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const sentence =
    rate === null
      ? none
      : t('checkIn.summary', {
          count: seated,
          n: number.format(seated),
          checkedIn: number.format(checkedIn),
          rate: percent.format(rate),
        });
  return (
    <ChartCard
      title={t('checkIn.title')}
      summary={lead}
      className={className}
      testId="check-in-card"
      alternative={
        <div className="flex items-center gap-4">
          <CheckInRing rate={rate} label={rate === null ? '–' : percent.format(rate)} />
          <p className="text-on-surface text-sm">{sentence}</p>
        </div>
      }
    />
  );
}
