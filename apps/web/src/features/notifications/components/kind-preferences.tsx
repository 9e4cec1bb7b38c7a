import type { NotificationChannel, NotificationPreference } from '@eventos/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelSwitch } from './channel-switch.tsx';

interface KindPreferencesProps {
  preference: NotificationPreference;
  onChange: (channel: NotificationChannel, on: boolean) => void;
  disabled?: boolean;
}

/** One kind of notification (friends, events…) with its push and e-mail switches; in-app is always on. */
export function KindPreferences({ preference, onChange, disabled }: KindPreferencesProps) {
  const { t } = useTranslation('notifications');
  const { kind } = preference;
  const id = useId();
  return (
    <fieldset
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="flex min-w-0 flex-col gap-2 border-outline-variant/60 border-t pt-4 first:border-t-0 first:pt-0 tablet:flex-row tablet:items-center tablet:justify-between"
    >
      <div className="flex flex-col gap-0.5">
        <h3 id={`${id}-title`} className="font-semibold text-on-surface">
          {t(`preferences.kinds.${kind}.title`)}
        </h3>
        <p id={`${id}-text`} className="text-on-surface-variant text-sm">
          {t(`preferences.kinds.${kind}.description`)}
        </p>
      </div>
      <div className="flex flex-wrap gap-x-6">
        <ChannelSwitch
          label={t('preferences.channels.push')}
          checked={preference.push}
          disabled={disabled}
          onChange={(on) => onChange('push', on)}
        />
        <ChannelSwitch
          label={t('preferences.channels.email')}
          checked={preference.email}
          disabled={disabled}
          onChange={(on) => onChange('email', on)}
        />
      </div>
    </fieldset>
  );
}
