import { managedEventState, type OrganizingItem } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEventDate } from '../../events/lib/format-event-date.ts';

interface ManageRowsProps {
  items: OrganizingItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  now: Date;
}

const checkboxClass = 'size-5 shrink-0 cursor-pointer accent-primary';

function useCells(item: OrganizingItem, now: Date) {
  const { t, i18n } = useTranslation('organizingManage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);
  const { event, counts } = item;
  return {
    when: formatEventDate(event.startDatetime, language),
    state: managedEventState(event, now),
    stateLabel: t(`states.${managedEventState(event, now)}`),
    going: number.format(counts.going),
    capacity: counts.capacity === null ? t('table.unlimited') : number.format(counts.capacity),
    checkedIn: number.format(counts.checkedIn),
  };
}

const STATE_TONE: Record<string, string> = {
  draft: 'bg-surface-variant text-on-surface-variant',
  published: 'bg-primary/12 text-primary',
  cancelled: 'bg-destructive/12 text-destructive',
  past: 'bg-surface-variant text-on-surface-variant',
};

function StateChip({ state, label }: { state: string; label: string }) {
  return (
    <span
      data-testid="event-state"
      className={`inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs ${STATE_TONE[state] ?? ''}`}
    >
      {label}
    </span>
  );
}

interface RowProps {
  item: OrganizingItem;
  checked: boolean;
  onToggle: () => void;
  now: Date;
}

/** The event's checkbox, named after it for screen readers. */
function SelectBox({
  item,
  checked,
  onToggle,
  className = '',
}: Omit<RowProps, 'now'> & { className?: string }) {
  const { t } = useTranslation('organizingManage');
  return (
    <input
      type="checkbox"
      className={`${checkboxClass} ${className}`}
      checked={checked}
      onChange={onToggle}
      aria-label={t('table.select', { name: item.event.name })}
    />
  );
}

function TableRow({ item, checked, onToggle, now }: RowProps) {
  const cells = useCells(item, now);
  return (
    <tr className="border-outline-variant border-t" data-testid="manage-row">
      <td className="p-3">
        <SelectBox item={item} checked={checked} onToggle={onToggle} />
      </td>
      <td className="p-3">
        <Link
          to={`/events/${item.event.slug}`}
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          {item.event.name}
        </Link>
      </td>
      <td className="p-3 text-on-surface-variant">
        <time dateTime={item.event.startDatetime}>{cells.when}</time>
      </td>
      <td className="p-3">
        <StateChip state={cells.state} label={cells.stateLabel} />
      </td>
      <td className="p-3 text-end tabular-nums">{cells.going}</td>
      <td className="p-3 text-end tabular-nums">{cells.capacity}</td>
      <td className="p-3 text-end tabular-nums">{cells.checkedIn}</td>
    </tr>
  );
}

function CardRow({ item, checked, onToggle, now }: RowProps) {
  const { t } = useTranslation('organizingManage');
  const cells = useCells(item, now);
  return (
    <li
      className="flex gap-3 rounded-2xl border border-outline-variant bg-surface p-4"
      data-testid="manage-card"
    >
      <SelectBox item={item} checked={checked} onToggle={onToggle} className="mt-1" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Link to={`/events/${item.event.slug}`} className="font-semibold text-primary leading-snug">
          {item.event.name}
        </Link>
        <div className="flex flex-wrap items-center gap-2 text-on-surface-variant text-sm">
          <time dateTime={item.event.startDatetime}>{cells.when}</time>
          <StateChip state={cells.state} label={cells.stateLabel} />
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-on-surface-variant text-xs">{t('table.going')}</dt>
            <dd className="font-semibold tabular-nums">{cells.going}</dd>
          </div>
          <div>
            <dt className="text-on-surface-variant text-xs">{t('table.capacity')}</dt>
            <dd className="font-semibold tabular-nums">{cells.capacity}</dd>
          </div>
          <div>
            <dt className="text-on-surface-variant text-xs">{t('table.checkedIn')}</dt>
            <dd className="font-semibold tabular-nums">{cells.checkedIn}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

/** My events as a table from tablet width up, as cards on a phone; each with its checkbox. */
export function ManageRows({ items, selected, onToggle, now }: ManageRowsProps) {
  const { t } = useTranslation('organizingManage');
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-outline-variant bg-surface tablet:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="text-on-surface-variant">
            <tr>
              <th scope="col" className="w-12 p-3">
                <span className="sr-only">{t('table.selection')}</span>
              </th>
              <th scope="col" className="p-3 text-start font-medium">
                {t('table.name')}
              </th>
              <th scope="col" className="p-3 text-start font-medium">
                {t('table.start')}
              </th>
              <th scope="col" className="p-3 text-start font-medium">
                {t('table.state')}
              </th>
              <th scope="col" className="p-3 text-end font-medium">
                {t('table.going')}
              </th>
              <th scope="col" className="p-3 text-end font-medium">
                {t('table.capacity')}
              </th>
              <th scope="col" className="p-3 text-end font-medium">
                {t('table.checkedIn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <TableRow
                key={item.event.id}
                item={item}
                checked={selected.has(item.event.id)}
                onToggle={() => onToggle(item.event.id)}
                now={now}
              />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 tablet:hidden">
        {items.map((item) => (
          <CardRow
            key={item.event.id}
            item={item}
            checked={selected.has(item.event.id)}
            onToggle={() => onToggle(item.event.id)}
            now={now}
          />
        ))}
      </ul>
    </>
  );
}
