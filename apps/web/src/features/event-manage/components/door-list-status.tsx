import type { DoorList } from '@eventos/domain';
import { CloudDownload, CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { doorListSize } from '../../../lib/offline/door-list.ts';

/**
 * "Lista baixada — check-in funciona sem conexão (N pessoas)" once the door list is on the device;
 * without a connection, that the door is checking from it.
 */
export function DoorListStatus({ doorList, offline }: { doorList: DoorList | null; offline: boolean }) {
  const { t } = useTranslation('manage');
  if (!doorList) return null;
  const Icon = offline ? CloudOff : CloudDownload;
  return (
    <p
      role="status"
      data-testid="door-list-status"
      className={cn(
        'flex items-start gap-2 rounded-2xl px-4 py-3 text-base',
        offline
          ? 'bg-warning-container text-on-warning-container'
          : 'bg-surface-variant text-on-surface-variant',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span className="flex flex-col">
        {offline ? <span className="font-semibold">{t('offline.status')}</span> : null}
        <span>{t('offline.doorList', { count: doorListSize(doorList) })}</span>
      </span>
    </p>
  );
}
