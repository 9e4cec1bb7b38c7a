import type { Sponsorship } from '@eventos/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useMySponsorships, useWithdrawSponsorship } from '../api/use-my-sponsorships.ts';
import { MySponsorshipItem } from './my-sponsorship-item.tsx';

const NAMESPACES = ['sponsorships', 'fields'] as const;

/** "Meus patrocínios" on /profile: what the caller asked to sponsor, where each stands, its numbers. */
export default function MySponsorships() {
  const { t } = useTranslation(NAMESPACES);
  const query = useMySponsorships();
  const withdraw = useWithdrawSponsorship();
  const [withdrawing, setWithdrawing] = useState<Sponsorship | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { hash } = useLocation();
  const loaded = !query.isPending;

  // A notification links to /profile#sponsorships: the list arrives after the page, so go there once it has.
  useEffect(() => {
    if (loaded && hash === '#sponsorships') document.getElementById('sponsorships')?.scrollIntoView?.();
  }, [loaded, hash]);

  const confirm = async () => {
    if (!withdrawing) return;
    try {
      await withdraw.mutateAsync(withdrawing.id);
      toast({ title: t('mine.withdrawn') });
    } catch (error) {
      toast({ title: describeError(t, error, NAMESPACES), variant: 'destructive' });
    }
    setWithdrawing(null);
  };

  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 id="my-sponsorships-title" className="font-semibold text-on-surface text-xl">
        {t('mine.title')}
      </h2>
      {query.isPending ? (
        <p role="status" className="text-on-surface-variant">
          {t('mine.loading')}
        </p>
      ) : query.isError && items.length === 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-on-surface-variant">
            {describeError(t, query.error, NAMESPACES)}
          </p>
          <Button variant="outline" size="compact" onClick={() => void query.refetch()}>
            {t('mine.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-on-surface-variant">{t('mine.empty')}</p>
      ) : (
        <ul aria-labelledby="my-sponsorships-title" className="flex flex-col gap-3">
          {items.map((item) => (
            <MySponsorshipItem key={item.id} item={item} onWithdraw={() => setWithdrawing(item)} />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('mine.loading') : t('mine.more')}
        </Button>
      ) : null}
      {withdrawing ? (
        <ConfirmDialog
          title={t('mine.confirm.title')}
          description={t('mine.confirm.text', { event: withdrawing.event.name })}
          confirmLabel={t('mine.confirm.action')}
          cancelLabel={t('mine.confirm.cancel')}
          pendingLabel={t('mine.confirm.pending')}
          pending={withdraw.isPending}
          destructive
          onConfirm={() => void confirm()}
          onClose={() => setWithdrawing(null)}
        />
      ) : null}
    </Card>
  );
}
