import { usePush } from '../lib/use-push.ts';
import { usePushToasts } from '../lib/use-push-toasts.ts';
import { PushEnablePrompt } from './push-enable-prompt.tsx';

/** The enable-push offer inside the panel, on browsers that can take web push. */
export function PanelPushPrompt() {
  const web = usePush();
  if (!web.supported) return null;
  return <WiredPrompt push={web.push} />;
}

function WiredPrompt({ push }: { push: ReturnType<typeof usePush>['push'] }) {
  usePushToasts(push.state);
  return <PushEnablePrompt push={push} />;
}
