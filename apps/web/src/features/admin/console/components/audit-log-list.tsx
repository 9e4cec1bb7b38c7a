import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@eventos/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../../ui/field-styles.ts';
import { StatusMessage } from '../../../../ui/status-message.tsx';
import { ListState } from '../../../people/components/list-state.tsx';
import { LoadMore } from '../../../people/components/load-more.tsx';
import { useFormatWhen } from '../../lib/use-format-when.ts';
import { useAuditLog } from '../api/use-audit-log.ts';
import { auditValueText } from '../lib/audit-value.ts';

const NAMESPACES = ['adminConsole', 'fields'] as const;

/** The audit log: who did what, on what, when, before → after and why; filter by action, load more. */
export function AuditLogList() {
  const { t } = useTranslation('adminConsole');
  const actionId = useId();
  const [action, setAction] = useState<AuditAction | null>(null);
  const log = useAuditLog(action);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5 tablet:w-72">
        <label htmlFor={actionId} className="font-medium text-on-surface text-sm">
          {t('audit.filter')}
        </label>
        <select
          id={actionId}
          value={action ?? ''}
          onChange={(event) => setAction((event.target.value || null) as AuditAction | null)}
          className={controlClasses(false)}
        >
          <option value="">{t('audit.allActions')}</option>
          {AUDIT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`audit.actions.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {!log.data ? (
        <ListState
          namespaces={NAMESPACES}
          error={log.error}
          isError={log.isError}
          retrying={log.isFetching}
          onRetry={() => void log.refetch()}
          errorTitle={t('audit.error')}
        />
      ) : entries.length === 0 ? (
        <StatusMessage role="status" title={t('audit.empty')} className="py-10" />
      ) : (
        <>
          <ul
            aria-label={t('audit.title')}
            className="flex flex-col divide-y divide-outline-variant/60 rounded-2xl border border-outline-variant bg-surface px-4"
          >
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <LoadMore
            label={t('audit.loadMore')}
            hasNextPage={log.hasNextPage}
            isFetching={log.isFetchingNextPage}
            onLoadMore={() => void log.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('adminConsole');
  const when = useFormatWhen();
  const value = (item: unknown) =>
    auditValueText(item, (key, raw) =>
      key === 'role' ? t(`roles.${raw}.name`, { defaultValue: raw }) : raw,
    );
  const changed = entry.before !== null || entry.after !== null;
  return (
    <li className="flex flex-col gap-1.5 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span dir="auto" className="font-medium text-on-surface">
          {entry.actor?.name ?? t('audit.actorGone')}
        </span>
        <span className="rounded-full bg-secondary-container px-2.5 py-0.5 font-medium text-on-secondary-container text-xs">
          {t(`audit.actions.${entry.action}`)}
        </span>
        <span dir="auto" className="min-w-0 break-words text-on-surface-variant">
          {entry.targetLabel ??
            entry.targetId ??
            t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType })}
        </span>
        <time dateTime={entry.createdAt} className="ms-auto text-on-surface-variant text-xs">
          {when(entry.createdAt)}
        </time>
      </div>
      {changed ? (
        <p className="break-words text-on-surface-variant">
          <span className="sr-only">{t('audit.change')} </span>
          <span dir="auto">{value(entry.before)}</span>
          <span aria-hidden="true" className="mx-1.5 inline-block rtl:rotate-180">
            →
          </span>
          <span className="sr-only"> {t('audit.to')} </span>
          <span dir="auto">{value(entry.after)}</span>
        </p>
      ) : null}
      {entry.reason ? (
        <p dir="auto" className="whitespace-pre-line break-words text-on-surface">
          <span className="font-medium">{t('audit.reason')}: </span>
          {entry.reason}
        </p>
      ) : null}
    </li>
  );
}
