import { FRIEND_REQUEST_AUDIENCES, type PrivacySettings, SOCIAL_AUDIENCES } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../ui/switch.tsx';
import { usePrivacySetting } from '../lib/use-privacy-setting.ts';
import { BlockedPeopleList } from './blocked-people-list.tsx';
import { PrivacyChoiceField } from './privacy-choice-field.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * "Privacidade" on /security-privacy: who sees the events the person goes to and their friends
 * list, who may send them friend requests, whether search finds them, and the people they blocked.
 * Each setting is saved as it changes.
 */
export function PrivacySection({ settings }: { settings: PrivacySettings }) {
  const { t } = useTranslation('profile');
  const attendance = usePrivacySetting('attendanceVisibility', settings.attendanceVisibility);
  const friends = usePrivacySetting('friendsVisibility', settings.friendsVisibility);
  const requests = usePrivacySetting('friendRequestsFrom', settings.friendRequestsFrom);
  const findable = usePrivacySetting('findable', settings.findable);
  const audiences = SOCIAL_AUDIENCES.map((value) => ({ value, label: t(`privacy.audience.${value}`) }));
  const requestAudiences = FRIEND_REQUEST_AUDIENCES.map((value) => ({
    value,
    label: t(`privacy.requestAudience.${value}`),
  }));

  return (
    <SettingsSection id="privacy-title" title={t('privacy.title')} description={t('privacy.lead')}>
      <PrivacyChoiceField
        label={t('privacy.attendance.label')}
        hint={t('privacy.attendance.hint')}
        options={audiences}
        value={attendance.value}
        onChange={attendance.change}
        error={attendance.error}
        busy={attendance.busy}
      />
      <PrivacyChoiceField
        label={t('privacy.friends.label')}
        hint={t('privacy.friends.hint')}
        options={audiences}
        value={friends.value}
        onChange={friends.change}
        error={friends.error}
        busy={friends.busy}
      />
      <PrivacyChoiceField
        label={t('privacy.requests.label')}
        hint={t('privacy.requests.hint')}
        options={requestAudiences}
        value={requests.value}
        onChange={requests.change}
        error={requests.error}
        busy={requests.busy}
      />
      <div className="flex flex-col gap-1">
        <SwitchField
          label={t('privacy.findable.label')}
          hint={t('privacy.findable.hint')}
          checked={findable.value}
          onCheckedChange={findable.change}
          busy={findable.busy}
        />
        {findable.error ? (
          <p role="alert" className="text-error text-sm">
            {findable.error}
          </p>
        ) : null}
      </div>
      <BlockedPeopleList />
    </SettingsSection>
  );
}
