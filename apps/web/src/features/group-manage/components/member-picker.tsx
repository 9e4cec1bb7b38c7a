import type { GroupMember } from '@eventos/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { describeError } from '../../../lib/error-message.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Button } from '../../../ui/button.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { PersonName } from '../../event-manage/components/person-name.tsx';
import { useGroupMembers } from '../api/use-group-members.ts';
import { PersonAvatar } from './person-avatar.tsx';
import { RoleBadge } from './role-badge.tsx';

interface MemberPickerProps {
  groupId: string;
  chosen: GroupMember | null;
  onChoose: (member: GroupMember) => void;
  error?: string | undefined;
}

/** Search the members and choose one (native radios: arrow keys move, the name is the label). */
export function MemberPicker({ groupId, chosen, onChoose, error }: MemberPickerProps) {
  const { t } = useTranslation(['groupManage', 'fields']);
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const list = useGroupMembers(groupId, 'all', q);
  const items = (list.data?.pages.flatMap((page) => page.items) ?? []).filter((m) => m.role !== 'owner');

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-medium text-on-surface text-sm">{t('transfer.chooseMember')}</legend>
      <SearchField
        label={t('members.searchLabel')}
        placeholder={t('members.searchPlaceholder')}
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
      />
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 text-on-surface-variant text-sm">
          <Spinner size="sm" />
          {t('common:loading')}
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-error text-sm">
          {describeError(t, list.error, ['fields'])}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-surface-variant/50 p-4 text-on-surface-variant text-sm">
          {q ? t('members.noMatch', { q }) : t('transfer.noMembers')}
        </p>
      ) : (
        <div className="flex max-h-96 flex-col gap-2 overflow-y-auto p-0.5" data-testid="member-picker">
          {items.map((member) => {
            const checked = chosen?.id === member.id;
            return (
              <label
                key={member.id}
                className={cn(
                  'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border p-3 has-focus-visible:outline-2 has-focus-visible:outline-primary',
                  checked ? 'border-primary bg-primary/8' : 'border-outline-variant hover:bg-on-surface/4',
                )}
              >
                <input
                  type="radio"
                  name="userId"
                  value={member.id}
                  checked={checked}
                  onChange={() => onChoose(member)}
                  className="size-5 shrink-0 accent-primary"
                />
                <PersonAvatar person={member} />
                <div className="min-w-0 flex-1">
                  <PersonName name={member.name} username={member.username} />
                </div>
                <RoleBadge role={member.role} />
              </label>
            );
          })}
          {list.hasNextPage ? (
            <Button
              variant="outline"
              size="compact"
              className="self-center"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {t('members.loadMore')}
            </Button>
          ) : null}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
