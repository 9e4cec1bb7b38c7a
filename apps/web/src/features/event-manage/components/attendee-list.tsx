import { ATTENDEE_FILTERS, type Attendee, type AttendeeFilter } from '@eventos/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { describeError } from '../../../lib/error-message.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Button } from '../../../ui/button.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { type AttendeeAction, useAttendeeAction } from '../api/attendee-actions.ts';
import { useAttendees } from '../api/use-attendees.ts';
import { AttendeeRows } from './attendee-rows.tsx';
import { RemoveAttendeeDialog } from './remove-attendee-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The attendee list and waitlist of one event: a state filter (Radix Tabs), a name search, keyset
 * "load more", and per person undo check-in, seat from the waitlist and remove (asked first).
 */
export function AttendeeList({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation('manage');
  const [status, setStatus] = useState<AttendeeFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAttendees(eventId, status, q);
  const action = useAttendeeAction(eventId);
  const [removing, setRemoving] = useState<Attendee | null>(null);

  const run = (kind: AttendeeAction, attendee: Attendee) => {
    if (kind === 'remove') {
      setRemoving(attendee);
      return;
    }
    action.mutate(
      { action: kind, attendanceId: attendee.id },
      {
        onSuccess: () => toast({ title: t(`actions.done.${kind}`, { name: attendee.name }) }),
        onError: (error) => toast({ title: describeError(t, error, ['fields']), variant: 'destructive' }),
      },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    const attendee = removing;
    action.mutate(
      { action: 'remove', attendanceId: attendee.id },
      {
        onSuccess: () => {
          setRemoving(null);
          toast({ title: t('actions.done.remove', { name: attendee.name }) });
        },
        onError: (error) => {
          setRemoving(null);
          toast({ title: describeError(t, error, ['fields']), variant: 'destructive' });
        },
      },
    );
  };

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="attendees-title" className="@container flex flex-col gap-4">
      <h2 id="attendees-title" className="font-semibold text-on-surface text-xl">
        {t('list.title')}
      </h2>
      <Tabs.Root
        value={status}
        onValueChange={(next) => setStatus(next as AttendeeFilter)}
        dir={i18n.dir(i18n.resolvedLanguage ?? i18n.language)}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-3 @3xl:flex-row @3xl:items-center @3xl:justify-between">
          <Tabs.List
            aria-label={t('list.filterLabel')}
            className="flex w-full max-w-full gap-1 overflow-x-auto rounded-full bg-surface-variant p-1 @3xl:w-fit"
          >
            {ATTENDEE_FILTERS.map((filter) => (
              <Tabs.Trigger
                key={filter}
                value={filter}
                className={cn(
                  'min-h-11 shrink-0 cursor-pointer whitespace-nowrap rounded-full px-4 font-medium text-on-surface-variant text-sm transition-colors',
                  'hover:bg-on-surface/8 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2',
                  'data-[state=active]:bg-surface data-[state=active]:text-primary data-[state=active]:shadow-sm',
                )}
              >
                {t(`filters.${filter}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <SearchField
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            className="w-full @3xl:max-w-xs"
          />
        </div>
        <Tabs.Content value={status} className="focus-visible:outline-none">
          {list.isPending ? (
            <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('common:loading')} />
          ) : list.isError ? (
            <StatusMessage
              role="alert"
              title={t('list.loadFailed')}
              description={describeError(t, list.error, ['fields'])}
              action={<Button onClick={() => void list.refetch()}>{t('gate.retry')}</Button>}
            />
          ) : items.length === 0 ? (
            <StatusMessage
              icon={<Users aria-hidden="true" className="size-10" />}
              title={q ? t('list.noMatch', { q }) : t(`list.empty.${status}`)}
            />
          ) : (
            <AttendeeRows
              items={items}
              busyId={action.isPending ? (action.variables?.attendanceId ?? null) : null}
              onAction={run}
            />
          )}
          {list.hasNextPage ? (
            <div className="flex justify-center py-6">
              <Button
                variant="outline"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                aria-busy={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? <Spinner size="sm" /> : null}
                {list.isFetchingNextPage ? t('common:loading') : t('list.loadMore')}
              </Button>
            </div>
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
      <RemoveAttendeeDialog
        name={removing?.name ?? null}
        pending={action.isPending && action.variables?.action === 'remove'}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
