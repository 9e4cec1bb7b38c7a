import type { ProfileDetail } from '@eventos/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, EllipsisVertical, Flag, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { ReportDialog } from '../../moderation/components/report-dialog.tsx';
import { useRelationshipChange } from '../lib/use-relationship-change.ts';
import { BlockDialog } from './block-dialog.tsx';
import { MENU_CONTENT, MENU_ITEM } from './menu-styles.ts';

/**
 * "Mais" on someone else's profile: Bloquear (asked once more), or Desbloquear while blocked; and
 * Denunciar, which opens the report dialog.
 */
export function ProfileMoreMenu({ profile }: { profile: ProfileDetail }) {
  const { t, i18n } = useTranslation('people');
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const { run, pending } = useRelationshipChange(profile, profile.relationship);
  const blocked = profile.relationship?.blocked ?? false;
  return (
    <>
      <DropdownMenu.Root dir={i18n.dir(i18n.resolvedLanguage ?? i18n.language)}>
        <DropdownMenu.Trigger
          disabled={pending}
          aria-label={t('profile.moreFor', { name: profile.name })}
          className={buttonClasses('ghost', 'compact')}
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
          <span aria-hidden="true">{t('profile.more')}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} collisionPadding={8} className={MENU_CONTENT}>
            {blocked ? (
              <DropdownMenu.Item className={MENU_ITEM} onSelect={() => run('unblock')}>
                <ShieldOff aria-hidden="true" className="size-4" />
                {t('profile.unblock')}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item className={cn(MENU_ITEM, 'text-error')} onSelect={() => setConfirming(true)}>
                <Ban aria-hidden="true" className="size-4" />
                {t('profile.block')}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className={MENU_ITEM} onSelect={() => setReporting(true)}>
              <Flag aria-hidden="true" className="size-4" />
              {t('profile.report')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <BlockDialog
        open={confirming}
        name={profile.name}
        pending={pending}
        onConfirm={() => run('block', () => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
      <ReportDialog
        targetType="profile"
        targetId={profile.id}
        targetLabel={profile.name}
        open={reporting}
        onOpenChange={setReporting}
      />
    </>
  );
}
