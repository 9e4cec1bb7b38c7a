import type { GroupDetail, GroupMember } from '@eventos/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { describeError } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Button } from '../../../ui/button.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { type MemberAction, useMemberAction } from '../api/member-actions.ts';
import { type MemberRoleFilter, useGroupMembers } from '../api/use-group-members.ts';
import { MemberRows } from './member-rows.tsx';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const FILTERS: readonly MemberRoleFilter[] = ['all', 'organizer', 'member'];

/**
 * The group's members: a role filter (Radix Tabs), a name search, keyset "load more"; the owner
 * makes a member an organiser or back, the owner and organisers remove people (asked first).
 */
export function MemberList({ group }: { group: GroupDetail }) {
  const { t, i18n } = useTranslation(['groupManage', 'fields']);
  const session = useSession();
  const myId = session.status === 'authenticated' ? (session.me?.profile.id ?? null) : null;
  const [role, setRole] = useState<MemberRoleFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useGroupMembers(group.id, role, q);
  const action = useMemberAction(group.id);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);

  const run = (next: MemberAction, after?: () => void) =>
    action.mutate(next, {
      onSuccess: () => {
        after?.();
        const done = next.kind === 'remove' ? 'members.done.removed' : `members.done.${next.role}`;
        toast({ title: t(done, { name: next.member.name }) });
      },
      onError: (error) => {
        after?.();
        toast({ title: describeError(t, error, ['fields']), variant: 'destructive' });
      },
    });

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="members-title" className="@container flex flex-col gap-4">
      <h2 id="members-title" className="font-semibold text-on-surface text-xl">
        {total > 0 ? t('members.count', { count: total, n: number.format(total) }) : t('members.title')}
      </h2>
      <Tabs.Root
        value={role}
        onValueChange={(next) => setRole(next as MemberRoleFilter)}
        dir={i18n.dir(i18n.resolvedLanguage ?? i18n.language)}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-3 @2xl:flex-row @2xl:items-center @2xl:justify-between">
          <Tabs.List
            aria-label={t('members.filterLabel')}
            className="flex w-full max-w-full gap-1 overflow-x-auto rounded-full bg-surface-variant p-1 @2xl:w-fit"
          >
            {FILTERS.map((filter) => (
              <Tabs.Trigger
                key={filter}
                value={filter}
                className={cn(
                  'min-h-11 flex-1 shrink-0 cursor-pointer whitespace-nowrap rounded-full px-4 font-medium text-on-surface-variant text-sm transition-colors @2xl:flex-none',
                  'hover:bg-on-surface/8 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2',
                  'data-[state=active]:bg-surface data-[state=active]:text-primary data-[state=active]:shadow-sm',
                )}
              >
                {t(`members.filters.${filter}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <SearchField
            label={t('members.searchLabel')}
            placeholder={t('members.searchPlaceholder')}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            className="w-full @2xl:max-w-xs"
          />
        </div>
        <Tabs.Content value={role} className="focus-visible:outline-none">
          {list.isPending ? (
            <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('common:loading')} />
          ) : list.isError ? (
            <StatusMessage
              role="alert"
              title={t('members.loadFailed')}
              description={describeError(t, list.error, ['fields'])}
              action={<Button onClick={() => void list.refetch()}>{t('gate.retry')}</Button>}
            />
          ) : items.length === 0 ? (
            <StatusMessage
              icon={<Users aria-hidden="true" className="size-10" />}
              title={q ? t('members.noMatch', { q }) : t(`members.empty.${role}`)}
            />
          ) : (
            <MemberRows
              items={items}
              viewer={group.viewer}
              myId={myId}
              busyId={action.isPending ? (action.variables?.member.id ?? null) : null}
              onRole={(member, next) => run({ kind: 'role', member, role: next })}
              onRemove={setRemoving}
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
                {list.isFetchingNextPage ? t('common:loading') : t('members.loadMore')}
              </Button>
            </div>
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
      <RemoveMemberDialog
        name={removing?.name ?? null}
        pending={action.isPending && action.variables?.kind === 'remove'}
        onConfirm={() => removing && run({ kind: 'remove', member: removing }, () => setRemoving(null))}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
