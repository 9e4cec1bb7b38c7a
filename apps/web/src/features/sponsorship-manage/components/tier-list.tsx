import {
  type EventSponsorship,
  formatPrice,
  SPONSORSHIP_LIMITS,
  type SponsorshipTier,
} from '@eventos/domain';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useDeleteTier } from '../api/event-sponsorship.ts';
import { TierDialog } from './tier-dialog.tsx';

type Editing = { tier: SponsorshipTier | null } | null;

/** 'Cotas': each tier with its amount, benefits and slots taken; add, edit and delete them. */
export function TierList({ settings }: { settings: EventSponsorship }) {
  const { t, i18n } = useTranslation(['sponsorshipManage', 'fields']);
  const language = i18n.resolvedLanguage ?? 'pt-BR';
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SponsorshipTier | null>(null);
  const remove = useDeleteTier(settings.eventId);
  const full = settings.tiers.length >= SPONSORSHIP_LIMITS.tiersPerEvent;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-lg text-on-surface">{t('tiers.title')}</h3>
        <Button variant="outline" size="compact" disabled={full} onClick={() => setEditing({ tier: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('tiers.add')}
        </Button>
      </div>
      {remove.isError ? (
        <p role="alert" className="text-error text-sm">
          {describeError(t, remove.error, ['fields'])}
        </p>
      ) : null}
      {settings.tiers.length === 0 ? (
        <p className="text-on-surface-variant text-sm">{t('tiers.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {settings.tiers.map((tier) => (
            <li
              key={tier.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-outline-variant p-3"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="font-medium text-on-surface">
                  <span dir="auto">{tier.name}</span>
                  <span className="text-on-surface-variant">
                    {' '}
                    · {formatPrice(tier.amountCents, language)}
                  </span>
                </p>
                {tier.benefits ? (
                  <p dir="auto" className="whitespace-pre-line break-words text-on-surface-variant text-sm">
                    {tier.benefits}
                  </p>
                ) : null}
                <p className="text-on-surface-variant text-sm" data-testid="tier-slots">
                  {t('tiers.slots', { count: tier.slots, taken: tier.taken })}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('tiers.edit', { name: tier.name })}
                  onClick={() => setEditing({ tier })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('tiers.delete', { name: tier.name })}
                  onClick={() => {
                    remove.reset();
                    setDeleting(tier);
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-on-surface-variant text-sm">
          {t('tiers.limit', { max: SPONSORSHIP_LIMITS.tiersPerEvent })}
        </p>
      ) : null}
      {editing ? (
        <TierDialog eventId={settings.eventId} tier={editing.tier} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('tierDelete.title')}
          description={t('tierDelete.text', { name: deleting.name })}
          confirmLabel={t('tierDelete.confirm')}
          cancelLabel={t('tierDelete.keep')}
          pendingLabel={t('tierDelete.pending')}
          pending={remove.isPending}
          destructive
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
