import { Preferences } from '@capacitor/preferences';
import { PushNotifications } from '@capacitor/push-notifications';
import type { PushEvent } from '@eventos/domain';
import i18next from 'i18next';
import { toast } from '../../ui/toast/toast-store.ts';
import { platformName } from '../platform/platform.ts';
import {
  disableNativePush,
  enableNativePush,
  type NativePushDeps,
  nativePushStartupEvent,
  resumeNativePush,
} from './native-push.ts';
import { explainNativePush } from './native-push-explanation.tsx';
import { followNativePushTaps } from './native-push-taps.ts';
import { pushApi } from './push-api.ts';

/**
 * Native push with the real plugins, loaded only inside the shells (by start-native and by
 * usePushStatus through a dynamic import): the web bundle never carries the plugins.
 */
function deps(): NativePushDeps {
  return {
    platform: platformName() === 'ios' ? 'ios' : 'android',
    plugin: PushNotifications,
    store: Preferences,
    api: pushApi,
    explain: () => explainNativePush(),
  };
}

export const nativePush = {
  async enable(signedIn: boolean): Promise<PushEvent> {
    const event = await enableNativePush(deps(), { signedIn });
    if (event.type === 'refused') {
      // Spec §8 Native permission denied: 'Permissão negada' / '…nas configurações do app.'
      toast({
        variant: 'destructive',
        title: i18next.t('native:push.denied.title'),
        description: i18next.t('native:push.denied.text'),
      });
    }
    return event;
  },
  disable: (): Promise<void> => disableNativePush(deps()),
  startupEvent: (): Promise<PushEvent> => nativePushStartupEvent(deps()),
  /** At app start: taps open their page; a registration older than 7 days is made again. */
  start(): void {
    void followNativePushTaps(PushNotifications);
    void resumeNativePush(deps());
  },
};
