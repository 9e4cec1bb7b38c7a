import type { PrivacySettings } from '@eventos/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useUpdatePrivacy } from '../api/update-privacy.ts';

/**
 * One privacy setting: the value shown (changed at once), saved on change through PATCH
 * /me/privacy with a toast. A failed save keeps what the person chose on screen, with the reason
 * beside the field, so they can try again.
 */
export function usePrivacySetting<K extends keyof PrivacySettings>(key: K, saved: PrivacySettings[K]) {
  const { t } = useTranslation(['profile', 'fields']);
  const update = useUpdatePrivacy();
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | undefined>();

  // A new answer from the server (the session read again, another tab) is what the field shows.
  useEffect(() => setValue(saved), [saved]);

  const change = (next: PrivacySettings[K]) => {
    setValue(next);
    setError(undefined);
    update.mutate({ [key]: next } as Partial<PrivacySettings>, {
      onSuccess: (settings) => {
        setValue(settings[key]);
        toast({ title: t('privacy.saved') });
      },
      onError: (failure) =>
        setError(`${t('privacy.saveFailed')}: ${describeError(t, failure, ['profile', 'fields'])}`),
    });
  };
  return { value, change, error, busy: update.isPending };
}
