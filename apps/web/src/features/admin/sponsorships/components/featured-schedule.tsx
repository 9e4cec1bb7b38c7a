import type { Sponsorship } from '@eventos/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/error-message.ts';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { StatusMessage } from '../../../../ui/status-message.tsx';
import { toast } from '../../../../ui/toast/toast-store.ts';
import { ListState } from '../../../people/components/list-state.tsx';
import { useFormatWhen } from '../../lib/use-format-when.ts';
import { useSetFeaturedWindow } from '../api/sponsorship-decisions.ts';
import { useFeaturedSponsorships } from '../api/use-admin-sponsorships.ts';
import { FeaturedWindowDialog } from './featured-window-dialog.tsx';

const NAMESPACES = ['adminSponsorships', 'fields'] as const;

/** Whether `now` is inside the window (from inclusive, until exclusive, as the events list reads it). */
function isFeaturedNow(item: Sponsorship, now: number): boolean {
  if (!item.featuredFrom || !item.featuredUntil) return false;
  return Date.parse(item.featuredFrom) <= now && now < Date.parse(item.featuredUntil);
}

/** The featured schedule: each approved sponsorship whose window is not over, to change or take away. */
export function FeaturedSchedule({ now = () => Date.now() }: { now?: () => number }) {
  const { t } = useTranslation(NAMESPACES);
  const when = useFormatWhen();
  const featured = useFeaturedSponsorships();
  const remove = useSetFeaturedWindow();
  const [editing, setEditing] = useState<Sponsorship | null>(null);
  const [removing, setRemoving] = useState<Sponsorship | null>(null);

  if (!featured.data)
    return (
      <ListState
        namespaces={NAMESPACES}
        error={featured.error}
        isError={featured.isError}
        retrying={featured.isFetching}
        onRetry={() => void featured.refetch()}
        errorTitle={t('featured.error')}
      />
    );
  const items = featured.data.items;
  const at = now();

  const confirmRemove = (item: Sponsorship) =>
    remove.mutate(
      { id: item.id, input: { featuredFrom: null, featuredUntil: null } },
      {
        onSuccess: () => toast({ title: t('featured.removed'), description: item.event.name }),
        onError: (error) =>
          toast({
            title: t('stale'),
            description: describeError(t, error, NAMESPACES),
            variant: 'destructive',
          }),
        onSettled: () => setRemoving(null),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-on-surface-variant text-sm">{t('featured.lead')}</p>
      {items.length === 0 ? (
        <StatusMessage role="status" title={t('featured.empty')} className="py-10" />
      ) : (
        <ul aria-label={t('featured.label')} className="flex flex-col gap-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-3 rounded-2xl border border-outline-variant bg-surface p-4 tablet:flex-row tablet:items-center"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 dir="auto" className="min-w-0 break-words font-semibold text-on-surface">
                    {item.event.name}
                  </h3>
                  {isFeaturedNow(item, at) ? (
                    <span className="rounded-full bg-primary-container px-2.5 py-0.5 font-medium text-on-primary-container text-xs">
                      {t('featured.now')}
                    </span>
                  ) : null}
                </div>
                <p className="text-on-surface-variant text-sm">
                  {t('featured.sponsor')} <bdi>{item.sponsor.displayName}</bdi> · <bdi>{item.tier.name}</bdi>
                </p>
                {item.featuredFrom && item.featuredUntil ? (
                  <p className="text-on-surface text-sm">
                    <time dateTime={item.featuredFrom}>{when(item.featuredFrom)}</time>
                    {' – '}
                    <time dateTime={item.featuredUntil}>{when(item.featuredUntil)}</time>
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="compact"
                  variant="outline"
                  aria-label={t('featured.editFor', { name: item.event.name })}
                  onClick={() => setEditing(item)}
                >
                  {t('featured.edit')}
                </Button>
                <Button
                  size="compact"
                  variant="ghost"
                  className="text-error"
                  aria-label={t('featured.removeFor', { name: item.event.name })}
                  onClick={() => setRemoving(item)}
                >
                  {t('featured.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <FeaturedWindowDialog item={editing} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={t('featured.removeConfirm.title')}
          description={t('featured.removeConfirm.text', { name: removing.event.name })}
          confirmLabel={t('featured.remove')}
          cancelLabel={t('dialog.back')}
          pendingLabel={t('dialog.pending')}
          pending={remove.isPending}
          destructive
          onConfirm={() => confirmRemove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}
