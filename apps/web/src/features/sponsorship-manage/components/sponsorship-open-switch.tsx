import type { EventSponsorship } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { SwitchField } from '../../../ui/switch.tsx';
import { useSetSponsorshipOpen } from '../api/event-sponsorship.ts';

/** 'Aceitar pedidos de patrocínio': whether people may ask to sponsor the event. */
export function SponsorshipOpenSwitch({ settings }: { settings: EventSponsorship }) {
  const { t } = useTranslation(['sponsorshipManage', 'fields']);
  const save = useSetSponsorshipOpen(settings.eventId);
  return (
    <div className="flex flex-col gap-2">
      <SwitchField
        label={t('open.label')}
        hint={t('open.hint')}
        checked={settings.open}
        busy={save.isPending}
        onCheckedChange={(open) => save.mutate(open)}
      />
      {save.isError ? (
        <p role="alert" className="text-error text-sm">
          {describeError(t, save.error, ['fields'])}
        </p>
      ) : null}
    </div>
  );
}
