import type { Attendee } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { useLayoutDevice } from '../../../lib/platform/use-layout-device.ts';
import type { AttendeeAction } from '../api/attendee-actions.ts';
import { AttendeeRowActions } from './attendee-row-actions.tsx';
import { AttendeeStatus } from './attendee-status.tsx';
import { PersonName } from './person-name.tsx';

interface AttendeeRowsProps {
  items: readonly Attendee[];
  /** The attendance an action is running on (its buttons wait). */
  busyId: string | null;
  onAction: (action: AttendeeAction, attendee: Attendee) => void;
}

function useWhen() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '');
}

/** The people as a table on tablet and desktop, as a list of cards on a phone. */
export function AttendeeRows({ items, busyId, onAction }: AttendeeRowsProps) {
  const { t } = useTranslation('manage');
  const device = useLayoutDevice();
  const when = useWhen();

  if (device === 'mobile')
    return (
      <ul aria-label={t('list.title')} className="flex flex-col gap-3">
        {items.map((attendee) => (
          <li
            key={attendee.id}
            data-testid="attendee-card"
            className="flex flex-col gap-3 rounded-2xl border border-outline-variant bg-surface p-4"
          >
            <div className="flex items-start justify-between gap-3">
              <PersonName name={attendee.name} username={attendee.username} />
              <AttendeeStatus attendee={attendee} />
            </div>
            <p className="text-on-surface-variant text-sm">
              {attendee.checkedInAt
                ? t('list.checkedInAt', { when: when(attendee.checkedInAt) })
                : t('list.answeredAt', { when: when(attendee.createdAt) })}
            </p>
            <AttendeeRowActions attendee={attendee} busy={busyId === attendee.id} onAction={onAction} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="overflow-x-auto rounded-2xl border border-outline-variant">
      <table className="w-full text-start text-sm">
        <thead className="bg-surface-variant text-on-surface-variant">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('list.columns.person')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('list.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('list.columns.answered')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('list.columns.checkedIn')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('list.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((attendee) => (
            <tr key={attendee.id} className="border-outline-variant border-t bg-surface">
              <td className="max-w-64 px-4 py-3">
                <PersonName name={attendee.name} username={attendee.username} />
              </td>
              <td className="px-4 py-3">
                <AttendeeStatus attendee={attendee} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-on-surface-variant">
                {when(attendee.createdAt)}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-on-surface-variant">
                {when(attendee.checkedInAt)}
              </td>
              <td className="px-4 py-3">
                <AttendeeRowActions attendee={attendee} busy={busyId === attendee.id} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
