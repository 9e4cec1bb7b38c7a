import { cancellableEvent, type ManagedEventState } from '@eventos/domain';
import { CalendarX, Copy, Download, FolderOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { ListMore } from '../../participating/components/list-more.tsx';
import { LoadState } from '../../profile/components/load-state.tsx';
import { useCancelEvents, useDuplicateEvents, useManageList } from '../api/use-manage-list.ts';
import { CancelEventsDialog } from '../components/cancel-events-dialog.tsx';
import { ManageRows } from '../components/manage-rows.tsx';
import { downloadCsv, organizingCsv } from '../lib/organizing-csv.ts';

const STATES: ManagedEventState[] = ['draft', 'published', 'cancelled', 'past'];

/** /organizing/manage — every event I organise in one table, with bulk duplicate, cancel and export. */
export function OrganizingManagePage() {
  const { t, i18n } = useTranslation(['organizingManage', 'fields']);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  /** A text with a count: one wording for exactly one, another for any other number. */
  const counted = (key: string, count: number) =>
    t(`${key}.${count === 1 ? 'one' : 'many'}`, { n: number.format(count) });
  usePageMeta(t('documentTitle'), t('lead'));
  const query = useManageList();
  const duplicate = useDuplicateEvents();
  const cancel = useCancelEvents();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const [now] = useState(() => new Date());

  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const chosen = items.filter((item) => selected.has(item.event.id));
  const cancellable = chosen.filter((item) => cancellableEvent(item.event, now));
  const allChosen = items.length > 0 && chosen.length === items.length;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(items.map((item) => item.event.id)));
  const failed = (error: unknown) =>
    toast({ title: describeError(t, error, ['organizingManage', 'fields']), variant: 'destructive' });

  const onDuplicate = () =>
    duplicate.mutate(
      chosen.map((item) => item.event.id),
      {
        onSuccess: ({ created, skipped }) => {
          setSelected(new Set());
          toast({
            title: counted('duplicate.done', created.length),
            ...(skipped.length ? { description: counted('duplicate.skipped', skipped.length) } : {}),
          });
        },
        onError: failed,
      },
    );
  const onCancel = () =>
    cancel.mutate(
      cancellable.map((item) => item.event.id),
      {
        onSuccess: ({ cancelled, skipped }) => {
          setConfirming(false);
          setSelected(new Set());
          toast({
            title: counted('cancel.done', cancelled.length),
            ...(skipped.length ? { description: counted('cancel.skipped', skipped.length) } : {}),
          });
        },
        onError: (error) => {
          setConfirming(false);
          failed(error);
        },
      },
    );
  const onExport = () => {
    const csv = organizingCsv(
      chosen,
      {
        headers: [
          t('table.name'),
          t('table.start'),
          t('table.state'),
          t('table.going'),
          t('table.capacity'),
          t('table.checkedIn'),
        ],
        states: Object.fromEntries(STATES.map((s) => [s, t(`states.${s}`)])) as Record<
          ManagedEventState,
          string
        >,
        unlimited: t('table.unlimited'),
      },
      now,
    );
    downloadCsv(csv, t('export.fileName'));
  };

  return (
    <section aria-labelledby="organizing-manage-title" className="flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id="organizing-manage-title" className="font-bold text-3xl text-on-background tracking-tight">
          {t('title')}
        </h1>
        <p className="text-on-surface-variant">{t('lead')}</p>
      </header>
      {!query.data ? (
        <LoadState error={query.error} title={t('loadError')} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <StatusMessage
          role="status"
          icon={<FolderOpen aria-hidden="true" className="size-10 text-primary" />}
          title={t('empty.title')}
          description={t('empty.message')}
          action={
            <Link to="/events/create" className={buttonClasses('primary')}>
              {t('empty.create')}
            </Link>
          }
        />
      ) : (
        <div className="flex flex-col gap-4">
          <div
            role="toolbar"
            aria-label={t('toolbar.label')}
            className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-2xl bg-surface-variant p-3"
          >
            <label className="me-auto flex min-h-11 cursor-pointer items-center gap-2 text-on-surface text-sm">
              <input
                type="checkbox"
                className="size-5 cursor-pointer accent-primary"
                checked={allChosen}
                onChange={toggleAll}
              />
              {t('toolbar.selectAll')}
              <span className="text-on-surface-variant" aria-live="polite">
                {chosen.length > 0 ? counted('toolbar.selected', chosen.length) : null}
              </span>
            </label>
            <Button
              variant="outline"
              size="compact"
              disabled={chosen.length === 0 || duplicate.isPending}
              onClick={onDuplicate}
            >
              <Copy aria-hidden="true" className="size-4" />
              {duplicate.isPending ? t('duplicate.pending') : t('duplicate.action')}
            </Button>
            <Button
              variant="outline"
              size="compact"
              disabled={cancellable.length === 0}
              onClick={() => setConfirming(true)}
            >
              <CalendarX aria-hidden="true" className="size-4" />
              {t('cancel.action')}
            </Button>
            <Button variant="outline" size="compact" disabled={chosen.length === 0} onClick={onExport}>
              <Download aria-hidden="true" className="size-4" />
              {t('export.action')}
            </Button>
          </div>
          <ManageRows items={items} selected={selected} onToggle={toggle} now={now} />
          <ListMore
            hasNextPage={query.hasNextPage}
            isFetching={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </div>
      )}
      <CancelEventsDialog
        open={confirming}
        count={cancellable.length}
        pending={cancel.isPending}
        onConfirm={onCancel}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
