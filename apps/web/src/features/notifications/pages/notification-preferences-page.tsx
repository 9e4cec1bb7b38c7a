import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { LoadState } from '../../profile/components/load-state.tsx';
import { PageHeading } from '../../profile/components/page-heading.tsx';
import { SettingsSection } from '../../profile/components/settings-section.tsx';
import { useNotificationPreferences } from '../api/notification-preferences.ts';
import { DevicePushSection } from '../components/device-push-section.tsx';
import { PreferencesForm } from '../components/preferences-form.tsx';
import type { PushControls } from '../lib/push-controls.ts';
import { usePush } from '../lib/use-push.ts';
import { usePushToasts } from '../lib/use-push-toasts.ts';

/** /profile/notifications — push and e-mail per kind of notification, and push on this device. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  const web = usePush();
  usePageMeta(t('preferences.title'), t('preferences.lead'));

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading
        id="notification-preferences-title"
        title={t('preferences.title')}
        lead={t('preferences.lead')}
      />
      {web ? (
        <SettingsSection
          id="device-push-title"
          title={t('push.deviceTitle')}
          description={t('push.deviceLead')}
        >
          <WiredDevicePush push={web.push} supported={web.supported} />
        </SettingsSection>
      ) : null}
      <SettingsSection id="kinds-title" title={t('preferences.kindsTitle')}>
        {preferences.data ? (
          <PreferencesForm saved={preferences.data} />
        ) : (
          <LoadState
            error={preferences.error}
            title={t('preferences.loadError')}
            onRetry={() => void preferences.refetch()}
          />
        )}
      </SettingsSection>
    </div>
  );
}

function WiredDevicePush({ push, supported }: { push: PushControls; supported: boolean }) {
  usePushToasts(push.state);
  return <DevicePushSection push={push} supported={supported} />;
}
