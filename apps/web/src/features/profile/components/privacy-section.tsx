import type { PrivacySettings } from '@eventos/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { SwitchField } from '../../../ui/switch.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useUpdatePrivacy } from '../api/update-privacy.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * "Privacidade" on /security-privacy: what other people may see about the person, one switch per
 * setting (more join it with the social area). A switch moves at once and is saved in the
 * background; when saving fails it moves back and a toast says so.
 */
export function PrivacySection({ settings }: { settings: PrivacySettings }) {
  const { t } = useTranslation('profile');
  const update = useUpdatePrivacy();
  const [showAttendance, setShowAttendance] = useState(settings.showAttendance);

  // A new answer from the server (the session read again, another tab) is what the switch shows.
  useEffect(() => setShowAttendance(settings.showAttendance), [settings.showAttendance]);

  const change = (next: boolean) => {
    const before = showAttendance;
    setShowAttendance(next);
    update.mutate(
      { showAttendance: next },
      {
        onSuccess: (saved) => setShowAttendance(saved.showAttendance),
        onError: (error) => {
          setShowAttendance(before);
          toast({
            variant: 'destructive',
            title: t('privacy.saveFailed'),
            description: describeError(t, error, ['fields']),
          });
        },
      },
    );
  };

  return (
    <SettingsSection id="privacy-title" title={t('privacy.title')} description={t('privacy.lead')}>
      <SwitchField
        label={t('privacy.showAttendance.label')}
        hint={t('privacy.showAttendance.hint')}
        checked={showAttendance}
        onCheckedChange={change}
        busy={update.isPending}
      />
    </SettingsSection>
  );
}
